import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** A lazy screen that has not drawn its heading by then is not waited for any longer. */
const GIVE_UP_MS = 10_000;

/**
 * The new screen's heading: the h1 in the main region, or on admin pages (whose h1 is the layout's
 * 'Admin Panel' title) the page's own title, the first h2 in it.
 */
function screenHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main h2');
}

function anchorTarget(hash: string): HTMLElement | null {
  return document.getElementById(decodeURIComponent(hash.slice(1)));
}

/** Calls `found` with what `find` returns, now or once the DOM has it; returns a cancel function. */
function whenPresent(find: () => HTMLElement | null, found: (element: HTMLElement) => void): () => void {
  const now = find();
  if (now) {
    found(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = find();
    if (!element) return;
    stop();
    found(element);
  });
  const timer = setTimeout(() => observer.disconnect(), GIVE_UP_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

function focusWithoutScrolling(element: HTMLElement): void {
  // Headings and sections are not focusable by themselves; -1 lets a script focus them, not Tab.
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * The one place that moves focus after a route change, so a keyboard or screen-reader user starts
 * reading the new screen instead of staying on a link that is gone. Without a hash: scroll to the
 * top and focus the screen's heading, once it is drawn (screens load lazily). With a hash (an in-page
 * anchor, the skip link): bring that element into view and focus it. A screen that has already put
 * focus inside itself (a field it focuses on purpose) keeps it. The first load is left to the browser.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  // The location the page was loaded at: nothing moved yet. Cleared on the first change, so coming
  // back to that path later moves focus like any other change.
  const landedAt = useRef<string | null>(`${pathname}${hash}`);

  useEffect(() => {
    if (landedAt.current === `${pathname}${hash}`) return;
    landedAt.current = null;
    if (hash) {
      return whenPresent(
        () => anchorTarget(hash),
        (target) => {
          target.scrollIntoView?.({ block: 'start' });
          focusWithoutScrolling(target);
        },
      );
    }
    window.scrollTo?.(0, 0);
    return whenPresent(screenHeading, (heading) => {
      const active = document.activeElement;
      if (active && active !== document.body && active.closest('main')) return;
      focusWithoutScrolling(heading);
    });
  }, [pathname, hash]);

  return null;
}
