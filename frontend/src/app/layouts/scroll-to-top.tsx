import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new screen starts at the top, unless the link points at an anchor on it. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    // Runs on every new path; reading pathname here makes that dependency explicit.
    if (pathname && !hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
