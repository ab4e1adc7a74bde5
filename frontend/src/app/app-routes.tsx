import { isScreenPath } from '@shared/screen-paths';
import { type ReactElement, Suspense } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { Loading, ScreenLoading } from '@/components/ui/loading';
import { SCREENS, type Screen, type ScreensGuardedBy, screensGuardedBy } from '@/config/paths';
import { CreatorCodeFromLink } from '@/features/checkout/components/creator-code-from-link';
import { AppErrorBoundary } from './app-error-boundary';
import { DocumentTitle } from './document-title';
import { PublicLayout } from './layouts/public-layout';
import { lazyScreen, type ScreenChunk } from './lazy-screen';
import { RequireAuth } from './require-auth';
import { RouteFocus } from './route-focus';
import { LandingRoute } from './routes/landing';

// Declarative routes rather than a data router: the landing page's first load is 17 KB gzip
// lighter, and no screen uses loaders or actions.
const AuthScreen = lazyScreen(
  () => import('@/features/auth/components/auth-screen'),
  (m) => m.AuthScreen,
);
const DashboardRoute = lazyScreen(
  () => import('./routes/dashboard'),
  (m) => m.DashboardRoute,
);
const ProfileScreen = lazyScreen(
  () => import('@/features/profile/components/profile-screen'),
  (m) => m.ProfileScreen,
);
const TicketsScreen = lazyScreen(
  () => import('@/features/tickets/components/tickets-screen'),
  (m) => m.TicketsScreen,
);
const PurchasesScreen = lazyScreen(
  () => import('@/features/purchases/components/purchases-screen'),
  (m) => m.PurchasesScreen,
);
const TierSubmissionScreen = lazyScreen(
  () => import('@/features/tier-submission/components/tier-submission-screen'),
  (m) => m.TierSubmissionScreen,
);
const LinkScreen = lazyScreen(
  () => import('@/features/game-link/components/link-screen'),
  (m) => m.LinkScreen,
);
const GiftScreen = lazyScreen(
  () => import('@/features/gifts/components/gift-screen'),
  (m) => m.GiftScreen,
);
const GiftClaimScreen = lazyScreen(
  () => import('@/features/gifts/components/gift-claim-screen'),
  (m) => m.GiftClaimScreen,
);
const PaymentSuccessScreen = lazyScreen(
  () => import('@/features/checkout/components/payment-success-screen'),
  (m) => m.PaymentSuccessScreen,
);
const PaymentCancelScreen = lazyScreen(
  () => import('@/features/checkout/components/payment-cancel-screen'),
  (m) => m.PaymentCancelScreen,
);
const ContactScreen = lazyScreen(
  () => import('@/features/contact/components/contact-screen'),
  (m) => m.ContactScreen,
);
const TermsScreen = lazyScreen(
  () => import('@/features/legal/components/terms-screen'),
  (m) => m.TermsScreen,
);
const PrivacyScreen = lazyScreen(
  () => import('@/features/legal/components/privacy-screen'),
  (m) => m.PrivacyScreen,
);
const WallScreen = lazyScreen(
  () => import('./routes/wall'),
  (m) => m.WallRoute,
);
const UnsubscribeScreen = lazyScreen(
  () => import('@/features/email-preferences/components/unsubscribe-screen'),
  (m) => m.UnsubscribeScreen,
);
const UpdatesScreen = lazyScreen(
  () => import('@/features/updates/components/updates-screen'),
  (m) => m.UpdatesScreen,
);
const NotFoundScreen = lazyScreen(
  () => import('@/features/errors/components/not-found-screen'),
  (m) => m.NotFoundScreen,
);
// An update that does not exist shows the app's not-found screen.
const UpdateScreen = lazyScreen(
  () => import('@/features/updates/components/update-screen'),
  (m) => () => <m.UpdateScreen notFound={<NotFoundScreen />} />,
);
// The admin role check is a small chunk of its own; the panel behind it is another.
const AdminGate = lazyScreen(
  () => import('@/features/admin/admin-gate'),
  (m) => m.AdminGate,
);

type AppScreenName = ScreensGuardedBy<'anyone' | 'signedIn'>;

/** What each screen of the list (config/paths.ts) shows; the admin panel's are in admin-app.tsx. */
const SCREEN_ELEMENTS: Record<AppScreenName, ReactElement> = {
  home: <LandingRoute />,
  auth: <AuthScreen />,
  dashboard: <DashboardRoute />,
  profile: <ProfileScreen />,
  tickets: <TicketsScreen />,
  purchases: <PurchasesScreen />,
  tierSubmission: <TierSubmissionScreen />,
  link: <LinkScreen />,
  gift: <GiftScreen />,
  giftClaim: <GiftClaimScreen />,
  paymentSuccess: <PaymentSuccessScreen />,
  paymentCancel: <PaymentCancelScreen />,
  contact: <ContactScreen />,
  terms: <TermsScreen />,
  privacy: <PrivacyScreen />,
  wall: <WallScreen />,
  unsubscribe: <UnsubscribeScreen />,
  updates: <UpdatesScreen />,
  update: <UpdateScreen />,
};

/** The signed-in screens' chunks, fetched while a stored session is read (require-auth.tsx). */
const SIGNED_IN_CHUNKS: Record<ScreensGuardedBy<'signedIn'>, ScreenChunk> = {
  dashboard: DashboardRoute,
  profile: ProfileScreen,
  tickets: TicketsScreen,
  purchases: PurchasesScreen,
  tierSubmission: TierSubmissionScreen,
  link: LinkScreen,
  gift: GiftScreen,
  paymentSuccess: PaymentSuccessScreen,
};

/**
 * Screens always taller than a first screen: while the session is read and their chunk arrives, their
 * loading state holds a first screen, so the footer never shows only to drop out of view as they render.
 */
const FIRST_SCREEN_LOADING: ReadonlySet<AppScreenName> = new Set(['dashboard']);

function signedInScreenAt(pathname: string): ScreensGuardedBy<'signedIn'> | undefined {
  return screensGuardedBy('signedIn').find(([, screen]) => matchPath(screen.path, pathname))?.[0];
}

function signedInChunkAt(pathname: string): ScreenChunk | undefined {
  const name = signedInScreenAt(pathname);
  return name && SIGNED_IN_CHUNKS[name];
}

function signedInScreenLoading(pathname: string): ReactElement {
  const name = signedInScreenAt(pathname);
  return name && FIRST_SCREEN_LOADING.has(name) ? <ScreenLoading /> : <Loading />;
}

const screenRoute = ([name, screen]: [AppScreenName, Screen]) => (
  <Route
    key={name}
    path={screen.path}
    element={
      FIRST_SCREEN_LOADING.has(name) ? (
        <Suspense fallback={<ScreenLoading />}>{SCREEN_ELEMENTS[name]}</Suspense>
      ) : (
        SCREEN_ELEMENTS[name]
      )
    }
  />
);

/** The SPA's route table, built from the screen list. Only the landing page is in the first chunk. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <>
      {/* Outside the keyed boundary: they live across route changes, which they watch. */}
      <RouteFocus />
      <DocumentTitle />
      <CreatorCodeFromLink />
      {/* Keyed on the path, so leaving a screen that threw clears the error. */}
      <AppErrorBoundary key={pathname}>
        <Routes>
          <Route element={<PublicLayout />}>
            {screensGuardedBy('anyone').map(screenRoute)}
            <Route element={<RequireAuth chunkAt={signedInChunkAt} loading={signedInScreenLoading} />}>
              {screensGuardedBy('signedIn').map(screenRoute)}
            </Route>
            <Route path="*" element={<NotFoundScreen />} />
          </Route>
          {/* Only for the admin screens: any other /admin path is not found, as the site answers it (404.html). */}
          {isScreenPath(pathname) && (
            <Route
              path={`${SCREENS.adminOverview.path}/*`}
              element={
                <Suspense fallback={<Loading />}>
                  <AdminGate />
                </Suspense>
              }
            />
          )}
        </Routes>
      </AppErrorBoundary>
    </>
  );
}
