import { Dialog } from 'radix-ui';
import { cn } from '@/lib/cn';
import { SidebarNav } from './sidebar-nav';
import type { SidebarState } from './use-sidebar';

export const SIDEBAR_ID = 'admin-sidebar';

/**
 * Desktop: a column of 16rem, or 3rem of icons when collapsed. Mobile (< 768px): an 18rem sheet over
 * the page, in a dialog so focus stays inside it and Escape closes it.
 */
export function AdminSidebar({ sidebar }: { sidebar: SidebarState }) {
  if (sidebar.isMobile) {
    return (
      <Dialog.Root open={sidebar.openMobile} onOpenChange={sidebar.setOpenMobile}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-background/80" />
          <Dialog.Content
            id={SIDEBAR_ID}
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 w-72 border-r border-border bg-surface"
          >
            <Dialog.Title className="px-4 pt-4 font-display text-2xl text-text">D1 Gang Admin</Dialog.Title>
            <SidebarNav collapsed={false} onNavigate={() => sidebar.setOpenMobile(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }
  return (
    <aside
      id={SIDEBAR_ID}
      data-state={sidebar.open ? 'expanded' : 'collapsed'}
      className={cn(
        'sticky top-0 h-screen shrink-0 overflow-hidden border-r border-border bg-surface transition-[width] duration-200',
        sidebar.open ? 'w-64' : 'w-12',
      )}
    >
      <p className={cn('px-4 pt-4 pb-2 font-display text-2xl text-text', !sidebar.open && 'sr-only')}>D1 Gang</p>
      <SidebarNav collapsed={!sidebar.open} />
    </aside>
  );
}
