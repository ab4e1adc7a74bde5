import { CHECKOUT_MESSAGES } from '../checkout-messages';
import { checkoutRequestSchema, contactPatchSchema, pageQuerySchema, verifyRequestSchema } from './api';
import { firstMessage } from './first-message';
import { MESSAGES } from './messages';

describe('checkout request', () => {
  it('keeps only the tier id and event id, dropping any client price', () => {
    expect(
      checkoutRequestSchema.parse({ tierId: 'mvp', tierPrice: 1, stripePriceId: 'price_x', eventId: 'evt-1' }),
    ).toEqual({ tierId: 'mvp', eventId: 'evt-1' });
  });

  it('refuses an unknown tier', () => {
    const result = checkoutRequestSchema.safeParse({ tierId: 'legend' });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstMessage(result.error)).toBe(MESSAGES.unknownTier);
  });
});

describe('verify request', () => {
  it('needs a session id', () => {
    const result = verifyRequestSchema.safeParse({});
    expect(result.success).toBe(false);
    if (!result.success) expect(firstMessage(result.error)).toBe(CHECKOUT_MESSAGES.noSession);
  });
});

describe('contact patch', () => {
  it('takes a status, notes or a response', () => {
    expect(contactPatchSchema.parse({ status: 'in_progress' })).toEqual({ status: 'in_progress' });
    expect(contactPatchSchema.parse({ adminNotes: '' })).toEqual({ adminNotes: '' });
  });

  it.each([
    [{}, 'Nothing to update'],
    [{ status: 'closed' }, 'Unknown status'],
    [{ adminResponse: 'r'.repeat(5001) }, 'Text must be less than 5000 characters'],
  ])('refuses %j with %s', (input, message) => {
    const result = contactPatchSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(firstMessage(result.error)).toBe(message);
  });
});

describe('page query', () => {
  it('coerces the limit and caps it at 100', () => {
    expect(pageQuerySchema.parse({ limit: '25' })).toEqual({ limit: 25 });
    expect(pageQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ limit: 'ten' }).success).toBe(false);
  });
});
