import { track } from '@/lib/tracking';

/**
 * The pixel events checkout sends, and what the checkout start leaves for the payment return. The server
 * sends the same Purchase to the Conversions API with the event id stored here, so Meta counts it once.
 */

const PENDING_CHECKOUT_KEY = 'd1gang.pendingCheckout';

const dollars = (cents: number) => Math.round(cents) / 100;

export const trackInitiateCheckout = (tierName: string, priceCents: number, eventId: string) =>
  track('InitiateCheckout', { content_name: tierName, value: dollars(priceCents), currency: 'USD' }, eventId);

/** `paidCents`: the US cents charged before tax, after any creator code; the code goes in the custom data. */
export const trackPurchase = (tierName: string, paidCents: number, eventId: string, creatorCode?: string) =>
  track(
    'Purchase',
    {
      content_name: tierName,
      value: dollars(paidCents),
      currency: 'USD',
      ...(creatorCode ? { creator_code: creatorCode } : {}),
    },
    eventId,
  );

/** What the checkout start leaves for the payment return: the event id lets the server dedupe Purchase. */
interface PendingCheckout {
  eventId: string;
  tierName: string;
  priceCents: number;
  timestamp: number;
}

export function rememberCheckout(checkout: PendingCheckout): void {
  try {
    sessionStorage.setItem(PENDING_CHECKOUT_KEY, JSON.stringify(checkout));
  } catch {
    // Storage blocked: the purchase is still fulfilled, only the pixel event is lost.
  }
}

export function pendingCheckout(): PendingCheckout | null {
  try {
    const raw = sessionStorage.getItem(PENDING_CHECKOUT_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<PendingCheckout>) : null;
    return value && typeof value.eventId === 'string' ? (value as PendingCheckout) : null;
  } catch {
    return null;
  }
}

export function clearPendingCheckout(): void {
  try {
    sessionStorage.removeItem(PENDING_CHECKOUT_KEY);
  } catch {
    // Nothing stored.
  }
}

/** The pixel's browser-id (_fbp) and click-id (_fbc) cookies, for the server-side event. */
export function pixelCookies(): { fbp?: string; fbc?: string } {
  const cookies = new Map(
    document.cookie
      .split(';')
      .map((part) => part.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length >= 2 && Boolean(pair[0]))
      .map(([name, ...rest]) => [name, decodeURIComponent(rest.join('='))] as const),
  );
  const fbp = cookies.get('_fbp');
  const fbc = cookies.get('_fbc');
  return { ...(fbp ? { fbp } : {}), ...(fbc ? { fbc } : {}) };
}
