import { checkoutTermsConsentMessage, STRIPE_TERMS_MESSAGE_MAX_LENGTH } from './consent-messages';

describe('checkoutTermsConsentMessage', () => {
  it('fits Stripe’s limit for the longest site origin we could serve from', () => {
    const origin = `https://${'a'.repeat(63)}.${'b'.repeat(63)}.example`;

    expect(checkoutTermsConsentMessage(origin).length).toBeLessThanOrEqual(STRIPE_TERMS_MESSAGE_MAX_LENGTH);
  });
});
