import { TEST_SENDER } from '../../test/ses-inbox';
import { EMAIL_KINDS, renderEmail } from './templates';

const LINKS = { siteUrl: TEST_SENDER.siteUrl, seller: TEST_SENDER.seller };
const SELLER_LINE = 'Sold by Hoops Test Studio LLC, 1 Court Street, Springfield, IL 62701, USA';
const REFUND_NOTICE = {
  to: 'giver@example.com',
  giftId: 'AAAAAAAAAAAAAAAAAAAAAA',
  sessionId: 'cs_test_a1b2c3d4e5f6g7h8',
  orderedAt: '2026-10-30T12:00:00.000Z',
  tierId: 'starter',
  tierName: 'Starter',
  recipientEmail: 'Friend@example.com',
  amountCents: 3000,
  presented: { currency: 'eur', amount: 2762 },
} as const;

describe('the gift reminder (gift-reminder)', () => {
  const reminder = {
    template: 'gift-reminder',
    to: 'Friend@example.com',
    giftId: 'AAAAAAAAAAAAAAAAAAAAAA',
    tierId: 'mvp',
    tierName: 'MVP',
    from: 'giver@example.com',
    claimBy: '2026-11-29T12:00:00.000Z',
    daysLeft: 23,
  } as const;

  it('tells the recipient who sent what, how long is left and where to claim it, in text and HTML', () => {
    const email = renderEmail(reminder, LINKS);

    expect(email.to).toBe('Friend@example.com');
    expect(email.subject).toBe('Your MVP gift is waiting for you');
    expect(email.text).toBe(
      [
        'giver@example.com sent you the MVP tier of D1 Gang as a gift, and it is still waiting for you.',
        '',
        'Claim it by November 29, 2026 (23 days left). After that the gift is cancelled and the payment goes back to the sender.',
        '',
        'Claim your gift: https://store.d1gang.test/gifts/AAAAAAAAAAAAAAAAAAAAAA',
        '',
        'Sign in, or create your account, with this email address (Friend@example.com) to claim it.',
        '',
        'The D1 Gang team',
      ].join('\n'),
    );
    expect(email.html).toContain('<a href="https://store.d1gang.test/gifts/AAAAAAAAAAAAAAAAAAAAAA"');
    expect(email.html).toContain('Claim your gift</a>');
    expect(EMAIL_KINDS['gift-reminder']).toBe('service');
  });

  it('keeps an anonymous sender anonymous, says "1 day left" and escapes what people typed', () => {
    const email = renderEmail({ ...reminder, from: null, daysLeft: 1, to: '<b>@example.com' }, LINKS);

    expect(email.text).toMatch(/^Someone sent you the MVP tier of D1 Gang as a gift/);
    expect(email.text).toContain('(1 day left)');
    expect(email.html).not.toContain('<b>@');
    expect(email.html).toContain('&lt;b&gt;@example.com');
  });
});

describe('the buyer’s notices of a cancelled gift (gift-cancelled, gift-expired)', () => {
  it('says the admin cancelled the gift, what was refunded in the currency paid, and that it can no longer be claimed', () => {
    const email = renderEmail({ template: 'gift-cancelled', ...REFUND_NOTICE }, LINKS);

    expect(email.to).toBe('giver@example.com');
    expect(email.subject).toBe('We cancelled your Starter gift and refunded you');
    expect(email.text).toBe(
      [
        'We cancelled the Starter gift you sent to Friend@example.com before it was claimed, and refunded your payment in full. Friend@example.com can no longer claim it.',
        '',
        'Order D1-E5F6G7H8',
        'Purchased October 30, 2026',
        'Refunded €27.62 (US$30.00)',
        '',
        'Refunds go back to the card you paid with, in the currency you paid in. Banks usually take 5 to 10 business days to show them.',
        '',
        'Questions? Write to us and quote your order number: https://store.d1gang.test/contact',
        '',
        'The D1 Gang team',
        '',
        SELLER_LINE,
      ].join('\n'),
    );
    expect(email.html).toContain('<p>Order D1-E5F6G7H8<br>Purchased October 30, 2026</p>');
    expect(email.html).toContain('<p>Refunded €27.62 (US$30.00)</p>');
    expect(EMAIL_KINDS['gift-cancelled']).toBe('service');
  });

  it('says a gift never claimed within the claim period was cancelled and refunded', () => {
    const email = renderEmail(
      { template: 'gift-expired', ...REFUND_NOTICE, presented: undefined, amountCents: 3570 },
      LINKS,
    );

    expect(email.subject).toBe('Your Starter gift was not claimed, so we refunded you');
    expect(email.text).toMatch(
      /^The Starter gift you sent to Friend@example.com was not claimed within 30 days, so we cancelled it and refunded your payment in full\. It can no longer be claimed\.\n/,
    );
    expect(email.text).toContain('Refunded $35.70\n');
    expect(email.text).toContain(SELLER_LINE);
    expect(EMAIL_KINDS['gift-expired']).toBe('service');
  });
});
