import type { ReactNode } from 'react';
import { useSidebar } from '../hooks/use-sidebar';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';

/** The admin shell: collapsible sidebar, a header titled 'Admin Panel', and the current screen. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const sidebar = useSidebar();
  return (
    <div className="flex min-h-screen bg-background">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-text"
      >
        Skip to content
      </a>
      <AdminSidebar sidebar={sidebar} />
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminHeader sidebar={sidebar} />
        <main id="admin-main" className="flex-1 p-4 md:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
