import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { m } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { lazyScreen, useChunkIn } from '../lazy-screen';
import { LogoMark } from './logo';

// The menu (Radix popper, GET /me through the query client) loads only for signed-in visitors, keeping it out
// of the landing's first load.
const UserMenu = lazyScreen(
  () => import('./user-menu'),
  (module) => module.UserMenu,
);

/** The account menu's place while its code is on its way (or, once failed, while React.lazy retries it). */
const MENU_PLACE = <span className="size-8" />;

export function TopBar() {
  const { status: sessionStatus } = useAuth();
  // The prerendered page, and the render that hydrates it, offer Sign In: it works before the app runs. For a
  // stored session the boot module hid it until the screen is ready (useAnnounceReady); from the next render
  // on the session's own state shows.
  const hydrated = useHydrated();
  const status = hydrated ? sessionStatus : 'signedOut';
  // The menu's code comes while a stored session is read, and the menu shows once it is in: it never suspends.
  // Not while a prerendered page hydrates: every visitor's session shows as loading then, and a visitor with
  // none would fetch the menu for nothing, in the task that ends the hydration.
  const menuIn = useChunkIn(UserMenu, hydrated && sessionStatus !== 'signedOut');
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <nav
        aria-label={m.layout_main_nav()}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 md:px-6"
      >
        <Link to={paths.home} className="flex items-center gap-2 rounded" aria-label={m.layout_home_label()}>
          <LogoMark className="size-8" />
          <span className="font-display text-2xl text-text">D1 Gang</span>
        </Link>
        {status === 'signedOut' && (
          <LinkButton to={paths.auth} size="sm" className="in-data-stored-session:invisible">
            {m.layout_sign_in()}
          </LinkButton>
        )}
        {/* Until the session is known, the Sign In button's place is kept. */}
        {status === 'loading' && <span aria-hidden="true" className="h-8 w-18" />}
        {status === 'signedIn' &&
          (menuIn ? (
            <Suspense fallback={MENU_PLACE}>
              <UserMenu />
            </Suspense>
          ) : (
            MENU_PLACE
          ))}
      </nav>
    </header>
  );
}
