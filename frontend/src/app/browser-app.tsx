import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { AppProvider } from './provider';

/** The whole app as the browser runs it (main.tsx); the build renders the same routes under a StaticRouter (entry-server.tsx). */
export function BrowserApp() {
  return (
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>
  );
}
