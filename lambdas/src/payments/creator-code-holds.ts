import type Stripe from 'stripe';
import { releaseCreatorCodeHold } from '../data/creator-code-uses';
import { parseCheckoutMetadata } from './checkout-metadata';
import { callStripe } from './stripe-client';

/**
 * A session's `checkout.session.expired`: the use of a creator code its checkout held goes back to
 * the code, once Stripe confirms the session expired (the event is only a hint). Returns the code.
 */
export async function releaseExpiredSessionHold(stripe: Stripe, sessionId: string): Promise<string | null> {
  const session = await callStripe((options) => stripe.checkout.sessions.retrieve(sessionId, {}, options));
  const creatorCode = parseCheckoutMetadata(session.metadata)?.creatorCode;
  if (session.status !== 'expired' || !creatorCode) return null;
  await releaseCreatorCodeHold(creatorCode.code, creatorCode.holdId);
  return creatorCode.code;
}
