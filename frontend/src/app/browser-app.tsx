import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { pageLocale, routerBasename } from '@/lib/locale';
import { AppRoutes } from './app-routes';
import { AppProvider } from './provider';

/** The whole app as the browser runs it (main.tsx); the build renders the same routes under a StaticRouter (entry-server.tsx). */
export function BrowserApp() {
  return (
    <StrictMode>
      <AppProvider>
        <BrowserRouter basename={routerBasename(pageLocale())}>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>
  );
}
