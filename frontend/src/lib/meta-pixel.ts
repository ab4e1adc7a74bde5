/**
 * The Meta pixel's installer (docs/product.md §Tracking), loaded by tracking.ts only when the stage's config.json
 * names a pixel id.
 */

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

/** Runs work after load, in idle time when the browser offers it. */
function whenInteractive(work: () => void): void {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(work) : setTimeout(work, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Installs Meta's queueing stub and `init` at once; the pixel's script is injected once the page is idle. */
export function installPixel(pixelId: string): void {
  if (window.fbq) return;
  // The queueing stub from Meta's snippet: calls made before the script arrives are replayed by it.
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  window.fbq = fbq;
  window._fbq ??= fbq;
  fbq('init', pixelId);
  whenInteractive(() => {
    const script = document.createElement('script');
    script.async = true;
    script.src = PIXEL_SCRIPT;
    document.head.appendChild(script);
  });
}
