import { Dialog } from 'radix-ui';
import { cn } from '@/lib/cn';
import type { SidebarState } from '../hooks/use-sidebar';
import { SidebarNav } from './sidebar-nav';

export const SIDEBAR_ID = 'admin-sidebar';
/** The header's toggle, outside the dialog: focus returns to it when the sheet closes. */
export const SIDEBAR_TOGGLE_ID = 'admin-sidebar-toggle';

/**
 * Radix returns focus to a Dialog.Trigger, and the toggle is not one (it lives in the header and also
 * collapses the desktop sidebar), so closing the sheet hands focus back to it here. When a link closed
 * the sheet, the route change has already focused the new page's heading: that focus stays.
 */
function returnFocusToToggle(event: Event) {
  event.preventDefault();
  const active = document.activeElement;
  if (active && active !== document.body) return;
  document.getElementById(SIDEBAR_TOGGLE_ID)?.focus();
}

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
            onCloseAutoFocus={returnFocusToToggle}
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
