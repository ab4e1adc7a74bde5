import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { m } from '@/lib/i18n';
import { Footer } from './footer';
import { TopBar } from './top-bar';

/** Top bar, the screen, footer: every route except the admin panel. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-text"
      >
        {m.layout_skip_to_content()}
      </a>
      <TopBar />
      <main id="main" className="flex-1">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
