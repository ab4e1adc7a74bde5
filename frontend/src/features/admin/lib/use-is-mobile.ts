import { useSyncExternalStore } from 'react';

/** Below this width the sidebar becomes an overlay sheet (mobile breakpoint 768 px: docs/product.md §Business constants and limits). */
const MOBILE_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(MOBILE_QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

const isMobileNow = () => window.matchMedia?.(MOBILE_QUERY).matches ?? false;

/** True while the viewport is narrower than the mobile breakpoint. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
