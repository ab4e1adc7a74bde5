import { loadConfig } from './config';

/**
 * Meta pixel (docs/product.md §Tracking). Off unless the stage's config.json names a pixel id; the script is
 * injected only once the page is interactive so it never competes with the landing page's first paint.
 * Checkout's own events (InitiateCheckout, Purchase) are sent by features/checkout.
 */

export type PixelEvent = 'ViewContent' | 'CompleteRegistration' | 'InitiateCheckout' | 'Purchase';

let started: Promise<boolean> | undefined;

/** Starts the pixel when the stage configures one. Resolves to whether tracking is on. */
export function startTracking(): Promise<boolean> {
  started ??= loadConfig()
    .then(async (config) => {
      if (!config.pixelId) return false;
      // The installer is a chunk of its own: stages without a pixel never download it.
      const { installPixel } = await import('./meta-pixel');
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
