import { useLayoutEffect, useRef, useState } from 'react';
import { useIsMobile } from './use-is-mobile';

/**
 * Whether an admin list shows its table or its cards. Below the mobile breakpoint, cards. Above it,
 * the table while it fits the width the list has, measured rather than guessed from the viewport: that
 * width depends on the sidebar (open or collapsed), and the width the table needs on its records (a
 * long email, a Stripe id). Once the table would scroll sideways the list shows cards, and the table
 * comes back when the space grows to what it needed. Measured before paint, so the too-wide table is
 * never seen; where nothing can be measured, the table stays.
 */
export function useTableFits() {
  const isMobile = useIsMobile();
  /** The list's box: its width is the space the list has. */
  const spaceRef = useRef<HTMLDivElement>(null);
  /** The table's scroll box (AdminTable's outer element), there while the table is shown. */
  const scrollerRef = useRef<HTMLDivElement>(null);
  // The width the table needed when it last did not fit.
  const needed = useRef(0);
  const [fits, setFits] = useState(true);
  const showTable = !isMobile && fits;

  useLayoutEffect(() => {
    const space = spaceRef.current;
    const scroller = showTable ? scrollerRef.current : null;
    if (!space || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      if (scroller && scroller.scrollWidth > scroller.clientWidth) {
        needed.current = scroller.scrollWidth;
        setFits(false);
      } else if (!scroller && space.clientWidth >= needed.current) {
        setFits(true);
      }
    };
    check();
    // The space changes with the window and the sidebar; the table's width with the records it shows.
    const observer = new ResizeObserver(check);
    observer.observe(space);
    if (scroller?.firstElementChild) observer.observe(scroller.firstElementChild);
    return () => observer.disconnect();
  }, [showTable]);

  return { spaceRef, scrollerRef, showTable };
}
