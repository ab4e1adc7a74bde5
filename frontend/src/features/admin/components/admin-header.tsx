import { House, PanelLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { SidebarState } from '../hooks/use-sidebar';
import { SIDEBAR_ID, SIDEBAR_TOGGLE_ID } from './admin-sidebar';

export function AdminHeader({ sidebar }: { sidebar: SidebarState }) {
  const expanded = sidebar.isMobile ? sidebar.openMobile : sidebar.open;
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-border bg-surface px-3 md:px-6">
      <Button
        variant="ghost"
        size="icon-md"
        id={SIDEBAR_TOGGLE_ID}
        aria-label="Toggle sidebar"
        aria-expanded={expanded}
        aria-controls={SIDEBAR_ID}
        aria-keyshortcuts="Control+B Meta+B"
        title="Toggle sidebar (Ctrl+B)"
        onClick={sidebar.toggle}
      >
        <PanelLeft aria-hidden="true" className="size-5" />
      </Button>
      <h1 className="font-display text-2xl text-text">Admin Panel</h1>
      <Link
        to={paths.home}
        className="ml-auto inline-flex items-center gap-2 text-sm font-medium text-accent hover:underline"
      >
        <House aria-hidden="true" className="size-4" />
        Back to site
      </Link>
    </header>
  );
}
