import { loadConfig } from './config';

/**
 * Meta pixel (SPEC §7 tracking). Off unless the stage's config.json names a pixel id; the script is
 * injected only once the page is interactive so it never competes with the landing page's first paint.
 * Checkout's own events (InitiateCheckout, Purchase) are sent by features/checkout.
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

export type PixelEvent = 'ViewContent' | 'CompleteRegistration' | 'InitiateCheckout' | 'Purchase';

const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

let started: Promise<boolean> | undefined;

/** Runs work after load, in idle time when the browser offers it. */
function whenInteractive(work: () => void): void {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(work) : setTimeout(work, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function installPixel(pixelId: string): void {
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

/** Starts the pixel when the stage configures one. Resolves to whether tracking is on. */
export function startTracking(): Promise<boolean> {
  started ??= loadConfig()
    .then((config) => {
      if (!config.pixelId) return false;
      installPixel(config.pixelId);
      return true;
    })
    .catch(() => false);
  return started;
}

/** Forgets the started state (tests). */
export function resetTrackingForTests(): void {
  started = undefined;
}

/** Sends one pixel event; a no-op when tracking is off. */
export async function track(event: PixelEvent, params: Record<string, unknown> = {}, eventId?: string): Promise<void> {
  if (!(await startTracking())) return;
  window.fbq?.('track', event, params, ...(eventId ? [{ eventID: eventId }] : []));
}

export const trackViewContent = () => track('ViewContent', { content_category: 'D1 Gang tiers' });

export const trackCompleteRegistration = () => track('CompleteRegistration');
