import { TEST_SENDER } from '../../test/ses-inbox';
import { giftClaimedEmail, giftReceivedEmail, giftSentEmail } from './gift-emails';
import { paymentRefundedEmail } from './refund-emails';

const LINKS = { siteUrl: TEST_SENDER.siteUrl, seller: TEST_SENDER.seller };
const GIFT_ID = 'AbCdEfGhIjKlMnOpQrStUv';

describe('the gift emails', () => {
  it('tells the recipient who sent the gift, with the message and the claim link on the site', () => {
    const email = giftReceivedEmail(
      {
        template: 'gift-received',
        to: 'Friend@Example.com',
        giftId: GIFT_ID,
        tierId: 'mvp',
        tierName: 'MVP',
        from: 'buyer@example.com',
        message: 'Enjoy the game!\n<3',
      },
      LINKS,
    );

    expect(email.to).toBe('Friend@Example.com');
    expect(email.subject).toBe('buyer@example.com sent you D1 Gang MVP');
    expect(email.text).toContain(`Claim your gift: https://store.d1gang.test/gifts/${GIFT_ID}\n`);
    expect(email.text).toContain('Their message:\nEnjoy the game!\n<3\n');
    expect(email.text).toContain('Sign in, or create your account, with this email address (Friend@Example.com)');
    expect(email.html).toContain('Enjoy the game!<br>&lt;3');
    expect(email.html).toContain(`href="https://store.d1gang.test/gifts/${GIFT_ID}"`);
  });

  it('keeps an anonymous gift anonymous', () => {
    const email = giftReceivedEmail(
      {
        template: 'gift-received',
        to: 'friend@example.com',
        giftId: GIFT_ID,
        tierId: 'starter',
        tierName: 'Starter',
        from: null,
        message: null,
      },
      LINKS,
    );

    expect(email.subject).toBe('Someone sent you D1 Gang Starter');
    expect(email.text).not.toContain('@example.com sent');
    expect(email.text).not.toContain('Their message');
  });

  it('gives the buyer a receipt naming the recipient, the order, the amounts and the invoice', () => {
    const email = giftSentEmail(
      {
        template: 'gift-sent',
        to: 'buyer@example.com',
        giftId: GIFT_ID,
        sessionId: 'cs_test_a1b2c3d4e5f6g7h8',
        orderedAt: '2026-11-28T12:00:00.000Z',
        tierId: 'mvp',
        tierName: 'MVP',
        recipientEmail: 'friend@example.com',
        amountCents: 11900,
        taxCents: 1900,
        invoiceUrl: 'https://invoice.stripe.com/i/acct_1/test_1',
      },
      LINKS,
    );

    expect(email.subject).toBe('Your MVP gift for friend@example.com');
    expect(email.text).toContain(
      'Order D1-E5F6G7H8\nPurchased November 28, 2026\nPrice $100.00\nTax $19.00\nPaid $119.00\n',
    );
    expect(email.text).toContain('We emailed friend@example.com a link to claim it.');
    expect(email.text).toContain('Your invoice: https://invoice.stripe.com/i/acct_1/test_1\n');
    expect(email.text).toMatch(/Sold by Hoops Test Studio LLC, 1 Court Street, Springfield, IL 62701, USA$/);
  });

  it('tells the recipient what they got and from whom once claimed, without a price', () => {
    const email = giftClaimedEmail(
      {
        template: 'gift-claimed',
        to: 'friend@example.com',
        giftId: GIFT_ID,
        tierId: 'mvp',
        tierName: 'MVP',
        from: 'buyer@example.com',
      },
      LINKS,
    );

    expect(email.subject).toBe("You're MVP now: set up your tier");
    expect(email.text).toContain('buyer@example.com gave you the MVP tier of D1 Gang. It is yours.');
    expect(email.text).toContain('https://store.d1gang.test/tier-submission');
    expect(email.text).not.toMatch(/\$\d/);
  });

  it('tells the buyer of a claimed gift given back whose gift it was, never the recipient’s tier', () => {
    const email = paymentRefundedEmail(
      {
        template: 'payment-refunded',
        givenBack: 'duplicate',
        takenBack: true,
        to: 'buyer@example.com',
        sessionId: 'cs_test_a1b2c3d4e5f6g7h8',
        orderedAt: '2026-11-28T12:00:00.000Z',
        tierId: 'starter',
        tierName: 'Starter',
        amountCents: 3000,
        ownedTierId: 'mvp',
        giftFor: 'friend@example.com',
      },
      LINKS,
    );

    expect(email.text).toContain(
      'Your Starter gift to friend@example.com was claimed by an account that already owned this tier or a higher one, so it bought nothing. We refunded it in full.',
    );
    expect(email.text).toContain('This was your gift to friend@example.com.');
    expect(email.text).not.toContain('Your tier now');
  });
});
