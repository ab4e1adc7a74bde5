import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitleFor } from './document-titles';
import { firstPage } from './first-page';

/**
 * Keeps `document.title` on the current screen's title as the app moves between routes: the HTML's
 * title is only right for the page first loaded. Set after render, so prerendered HTML is unchanged.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    const skip = firstRender.current && firstPage.prerendered;
    firstRender.current = false;
    if (!skip) document.title = documentTitleFor(pathname);
  }, [pathname]);
  return null;
}
