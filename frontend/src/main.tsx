import '@fontsource/bebas-neue/latin-400.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';
import { AppProvider } from './app/provider';
import { startTracking } from './lib/tracking';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  );
}

// The pixel (when configured) queues events now and loads its script once the page is idle.
void startTracking();
