import '@fontsource/bebas-neue/latin-400.css';
import './styles.css';
import { PUBLISHED_ROOT_ATTRIBUTE } from '@shared/site-pages';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserApp } from './app/browser-app';
import { firstPage } from './app/first-page';
import { setPageLocale } from './lib/locale';
import { startTracking } from './lib/tracking';

function startApp(root: HTMLElement): void {
  const app = <BrowserApp />;
  // Prerendered pages (shared/site-pages.ts) arrive with their HTML and are hydrated; the SPA shell is empty.
  // A published update page (shared/update-pages.ts) carries HTML React did not make: the app renders over it.
  // Hydration at the default priority renders the whole page in one task; as a transition it yields to the
  // browser every few milliseconds (the page is already on screen, so nothing waits for it), and input on
  // the page still hydrates at once.
  firstPage.prerendered = root.hasChildNodes() && !root.hasAttribute(PUBLISHED_ROOT_ATTRIBUTE);
  if (firstPage.prerendered) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

// The app's modules, React's own set-up included, are evaluated in one task; the app starts in the next
// and the pixel (when configured) in the one after, so none of them holds the main thread for long.
// The address names the language (shared/locales.ts); the SPA shell's `<html lang>` is English until now.
document.documentElement.lang = setPageLocale(window.location.pathname);
const root = document.getElementById('root');
if (root) setTimeout(() => startApp(root));
setTimeout(() => void startTracking());
