import type { RouteObject } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { AppErrorScreen } from '@/features/errors/components/app-error-screen';
import { LandingScreen } from '@/features/landing/components/landing-screen';
import { PublicLayout } from './layouts/public-layout';
import { RequireAuth } from './require-auth';

/**
 * The SPA's route table (SPEC §2). The landing page is in the first chunk; every other screen is
 * its own lazy chunk, so the landing's first load carries no auth, dashboard or admin code.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <AppErrorScreen />,
    hydrateFallbackElement: <Loading />,
    children: [
      { index: true, element: <LandingScreen /> },
      {
        path: 'auth',
        lazy: () => import('@/features/auth/components/auth-screen').then((m) => ({ Component: m.AuthScreen })),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'dashboard',
            lazy: () =>
              import('@/features/dashboard/components/dashboard-screen').then((m) => ({
                Component: m.DashboardScreen,
              })),
          },
          {
            path: 'profile',
            lazy: () =>
              import('@/features/profile/components/profile-screen').then((m) => ({ Component: m.ProfileScreen })),
          },
          {
            path: 'tickets',
            lazy: () =>
              import('@/features/tickets/components/tickets-screen').then((m) => ({ Component: m.TicketsScreen })),
          },
          {
            path: 'tier-submission',
            lazy: () =>
              import('@/features/tier-submission/components/tier-submission-screen').then((m) => ({
                Component: m.TierSubmissionScreen,
              })),
          },
          {
            path: 'payment-success',
            lazy: () =>
              import('@/features/payments/components/payment-success-screen').then((m) => ({
                Component: m.PaymentSuccessScreen,
              })),
          },
        ],
      },
      {
        path: 'contact',
        lazy: () =>
          import('@/features/contact/components/contact-screen').then((m) => ({ Component: m.ContactScreen })),
      },
      {
        path: 'payment-cancel',
        lazy: () =>
          import('@/features/payments/components/payment-cancel-screen').then((m) => ({
            Component: m.PaymentCancelScreen,
          })),
      },
      {
        path: 'terms',
        lazy: () => import('@/features/legal/components/terms-screen').then((m) => ({ Component: m.TermsScreen })),
      },
      {
        path: 'privacy',
        lazy: () => import('@/features/legal/components/privacy-screen').then((m) => ({ Component: m.PrivacyScreen })),
      },
      {
        path: '*',
        lazy: () =>
          import('@/features/errors/components/not-found-screen').then((m) => ({ Component: m.NotFoundScreen })),
      },
    ],
  },
  {
    // The admin panel has its own layout and guard, and its own chunk.
    path: '/admin/*',
    errorElement: <AppErrorScreen />,
    hydrateFallbackElement: <Loading />,
    lazy: () => import('@/features/admin/admin-app'),
  },
];
