import { createHash } from 'node:crypto';
import type { Logger } from '@aws-lambda-powertools/logger';

const GRAPH_API = 'https://graph.facebook.com/v21.0';

export interface ConversionsSettings {
  pixelId: string;
  accessToken: string;
  /** Graph API base URL override (tests). */
  baseUrl?: string;
}

export interface PurchaseConversion {
  /** Shared with the browser pixel's Purchase so Meta counts the sale once. */
  eventId: string;
  email: string | null;
  fbp?: string | undefined;
  fbc?: string | undefined;
  /** The US cents charged: after any discount, whatever currency the buyer was shown. */
  valueCents: number;
  currency: string;
  eventTime: Date;
  /** The creator code of the checkout, so ad reports can tell a creator's sales apart. */
  creatorCode?: string | null;
}

/** Meta wants emails trimmed, lower-cased and SHA-256 hashed. */
export function hashEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

function purchaseEventBody(event: PurchaseConversion, accessToken: string) {
  const userData: Record<string, unknown> = {};
  if (event.email) userData.em = [hashEmail(event.email)];
  if (event.fbp) userData.fbp = event.fbp;
  if (event.fbc) userData.fbc = event.fbc;
  return {
    data: [
      {
        event_name: 'Purchase',
        event_time: Math.floor(event.eventTime.getTime() / 1000),
        event_id: event.eventId,
        action_source: 'website',
        user_data: userData,
        custom_data: {
          value: event.valueCents / 100,
          currency: event.currency.toUpperCase(),
          ...(event.creatorCode ? { creator_code: event.creatorCode } : {}),
        },
      },
    ],
    access_token: accessToken,
  };
}

/**
 * Sends the server-side Purchase to the Conversions API. Tracking must never fail a fulfilment:
 * every error is logged and swallowed. Does nothing when no settings are given.
 */
export async function sendPurchaseConversion(
  settings: ConversionsSettings | null,
  event: PurchaseConversion,
  logger: Logger,
): Promise<boolean> {
  if (!settings) return false;
  try {
    const response = await fetch(`${settings.baseUrl ?? GRAPH_API}/${settings.pixelId}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(purchaseEventBody(event, settings.accessToken)),
      signal: AbortSignal.timeout(3_000),
    });
    if (!response.ok) {
      logger.warn('Conversions API refused the Purchase event', { status: response.status, eventId: event.eventId });
      return false;
    }
    return true;
  } catch (error) {
    logger.warn('Conversions API call failed', { error: error as Error, eventId: event.eventId });
    return false;
  }
}
