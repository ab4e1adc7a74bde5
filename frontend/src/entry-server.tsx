/**
 * Renders a route to HTML at build time (frontend/prerender): the same tree the browser hydrates,
 * under a StaticRouter, with every lazy screen on the path resolved before the HTML is taken.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';
import { AppProvider } from './app/provider';
import { routerBasename, setPageLocale } from './lib/locale';

/**
 * The body HTML of the page at `url` (`/es/contact` for Spanish), as the root element's content. Pages
 * render one at a time: the language set here holds until the next one.
 */
export async function renderPage(url: string): Promise<string> {
  const locale = setPageLocale(url);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={url} basename={routerBasename(locale)}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    // Never split a large boundary into a hidden part revealed by an inline script: the page must read
    // as it is without JavaScript (and the CSP allows no inline script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
