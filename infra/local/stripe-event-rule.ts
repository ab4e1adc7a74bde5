/**
 * The cloud's EventBridge rule for Stripe events, locally: what the stand-in emits goes to the local
 * API's door to the stripe-events handler when the rule's pattern matches it, and is dropped otherwise.
 */
import { STRIPE_EVENT_PATTERN } from '@shared/contract/stripe-events';
import { STRIPE_EVENTS_PATH } from './api-server';
import { matchesEventPattern } from './event-pattern';
import { stripeEventBridgeEvent } from './lambda-events';
import type { StripeEvent } from './stripe/stripe-objects';

/** Delivers one event as the rule's target; throws when the handler fails, so the event is retried. */
export function stripeEventRule(apiUrl: string): (event: StripeEvent) => Promise<void> {
  return async (event) => {
    if (!matchesEventPattern(STRIPE_EVENT_PATTERN, stripeEventBridgeEvent(event))) return;
    const response = await fetch(`${apiUrl}${STRIPE_EVENTS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    if (!response.ok) throw new Error(`the stripe-events handler answered ${response.status}`);
  };
}
