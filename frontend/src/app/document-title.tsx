import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { firstPage } from './first-page';

/**
 * Keeps `document.title` on the current screen's title as the app moves between routes: the HTML's
 * title is only right for the page first loaded. Set after render, so prerendered HTML is unchanged.
 * The lookup (document-titles.ts, with the prerendered pages' titles and descriptions) is a chunk of
 * its own, fetched on the first route change or for a page the build did not prerender, so a
 * prerendered page's first load does not carry it.
 */
export function DocumentTitle() {
  const { pathname, search } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    // A prerendered page's HTML has its title, except for a form its query opens (/auth?mode=signup).
    const skip = firstRender.current && firstPage.prerendered && search === '';
    firstRender.current = false;
    if (skip) return;
    let current = true;
    void import('./document-titles').then(({ documentTitleFor }) => {
      if (current) document.title = documentTitleFor(pathname, search);
    });
    return () => {
      current = false;
    };
  }, [pathname, search]);
  return null;
}
