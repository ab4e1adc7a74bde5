import { CHECKOUT_MESSAGES, upgradeCostNote, upgradeShortcutSubtitle } from './checkout-messages';

describe('checkout messages', () => {
  it('are the spec words, and ours for an upgrade already paid for and a payment the bank has yet to confirm', () => {
    expect(CHECKOUT_MESSAGES).toEqual({
      signInToBuy: 'Please sign in to purchase a D1 Gang package',
      alreadyOwned: 'You already own this tier or a higher one',
      redirecting: 'Redirecting to Stripe checkout...',
      failed: 'Failed to create checkout session. Please try again.',
      noSession: 'No payment session found',
      inProgress: 'A checkout is already in progress. Please finish or cancel it first.',
      verified: 'Payment verified and tier activated!',
      verificationFailed: 'Payment verification failed',
      verifyFailed: 'Failed to verify payment',
      reconcileFailed: 'Stripe could not be reached. The reconciler tries again on its next run.',
      coveredByCredit:
        'What you have already paid covers this upgrade. Please open a support ticket and we will set it up.',
      paymentProcessing: 'Payment processing: your tier will appear when your bank confirms it.',
    });
  });
});

describe('the dashboard’s upgrade copy', () => {
  const hoops10 = { code: 'HOOPS10', percentOff: 10 };

  it('says an upgrade costs the difference, and what counts toward it, without a creator code', () => {
    expect(upgradeCostNote(3000, null)).toBe(
      'You pay only the difference: your purchases count their full price, $30.00, toward an upgrade.',
    );
    expect(upgradeShortcutSubtitle(null)).toBe('Pay only the difference');
  });

  it('says the creator code takes its percent off the difference', () => {
    expect(upgradeCostNote(1500, hoops10)).toBe(
      'With HOOPS10 you pay the difference less 10%: your purchases count their full price, $15.00, toward an upgrade.',
    );
    expect(upgradeShortcutSubtitle(hoops10)).toBe('Pay the difference less 10%');
  });
});
