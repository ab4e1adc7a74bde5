import { STRIPE_EVENT_PATTERN } from '@shared/contract/stripe-events';
import { type EventPattern, matchesEventPattern } from './event-pattern';
import { stripeEventBridgeEvent } from './lambda-events';

const envelope = (type: string) => stripeEventBridgeEvent({ id: 'evt_1', type, created: 1_700_000_000 });

describe('matchesEventPattern', () => {
  test('a listed value matches when the field equals one of them', () => {
    expect(matchesEventPattern({ 'detail-type': ['a', 'b'] }, { 'detail-type': 'b' })).toBe(true);
    expect(matchesEventPattern({ 'detail-type': ['a', 'b'] }, { 'detail-type': 'c' })).toBe(false);
  });

  test('a prefix matches the start of a string field only', () => {
    const pattern = { source: [{ prefix: 'aws.partner/stripe.com' }] };
    expect(matchesEventPattern(pattern, { source: 'aws.partner/stripe.com/ed_test_1' })).toBe(true);
    expect(matchesEventPattern(pattern, { source: 'aws.partner/other.com/stripe.com' })).toBe(false);
    expect(matchesEventPattern(pattern, { source: 42 })).toBe(false);
  });

  test('every field of the pattern must match; a missing field does not', () => {
    const pattern = { source: ['s'], 'detail-type': ['t'] };
    expect(matchesEventPattern(pattern, { source: 's', 'detail-type': 't', other: 'x' })).toBe(true);
    expect(matchesEventPattern(pattern, { source: 's' })).toBe(false);
  });

  test('nested fields match inside the object; an array field matches when any element does', () => {
    const pattern = { detail: { type: ['charge.refunded'] }, resources: ['arn:1'] };
    expect(matchesEventPattern(pattern, { detail: { type: 'charge.refunded' }, resources: ['arn:0', 'arn:1'] })).toBe(
      true,
    );
    expect(matchesEventPattern(pattern, { detail: { type: 'charge.refunded' }, resources: ['arn:0'] })).toBe(false);
    expect(matchesEventPattern(pattern, { detail: 'charge.refunded', resources: ['arn:1'] })).toBe(false);
  });

  test('a filter it does not know is refused rather than guessed', () => {
    const numeric = { amount: [{ numeric: ['>', 0] }] } as unknown as EventPattern;
    expect(() => matchesEventPattern(numeric, { amount: 1 })).toThrow(
      'Unsupported event pattern filter: {"numeric":[">",0]}',
    );
  });
});

describe("the Stripe rule's pattern", () => {
  test.each([
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
    'charge.refunded',
    'charge.dispute.closed',
    'checkout.session.expired',
  ])('routes %s', (type) => {
    expect(matchesEventPattern(STRIPE_EVENT_PATTERN, envelope(type))).toBe(true);
  });

  test.each(['checkout.session.async_payment_expired', 'charge.succeeded', 'customer.created'])('drops %s', (type) => {
    expect(matchesEventPattern(STRIPE_EVENT_PATTERN, envelope(type))).toBe(false);
  });
});
