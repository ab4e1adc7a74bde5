import { useCallback, useEffect, useState } from 'react';
import { readSidebarOpen, writeSidebarOpen } from '../lib/sidebar-cookie';
import { useIsMobile } from '../lib/use-is-mobile';

export interface SidebarState {
  isMobile: boolean;
  /** Desktop: expanded (16rem) or collapsed to icons (3rem); remembered in a cookie. */
  open: boolean;
  /** Mobile: the overlay sheet is showing. Not remembered: the sheet starts closed on every visit. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggle: () => void;
}

/** The admin sidebar's state, toggled by the header button and by Ctrl+B / Cmd+B. */
export function useSidebar(): SidebarState {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(readSidebarOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((current) => !current);
      return;
    }
    const next = !open;
    setOpen(next);
    writeSidebarOpen(next);
  }, [isMobile, open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, open, openMobile, setOpenMobile, toggle };
}
