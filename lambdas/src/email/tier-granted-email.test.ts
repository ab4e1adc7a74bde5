import { TEST_SENDER } from '../../test/ses-inbox';
import { tierGrantedEmail } from './tier-emails';

const LINKS = { siteUrl: TEST_SENDER.siteUrl, seller: TEST_SENDER.seller };
const RECEIPT = {
  template: 'tier-granted',
  to: 'fan@example.com',
  tierId: 'starter',
  tierName: 'Starter',
  sessionId: 'cs_test_a1b2c3d4e5f6g7h8',
  orderedAt: '2026-11-28T12:00:00.000Z',
} as const;

describe('the receipt (tier-granted)', () => {
  it('splits a taxed payment into the price, the tax and the total paid, and links the invoice and My purchases', () => {
    const email = tierGrantedEmail(
      {
        ...RECEIPT,
        amountCents: 3570,
        taxCents: 570,
        invoiceUrl: 'https://invoice.stripe.com/i/acct_1/test_1',
      },
      LINKS,
    );

    expect(email.text).toContain(
      'Order D1-E5F6G7H8\nPurchased November 28, 2026\nPrice $30.00\nTax $5.70\nPaid $35.70\n',
    );
    expect(email.text).toContain('Your invoice: https://invoice.stripe.com/i/acct_1/test_1\n');
    expect(email.text).toContain('Your purchases: https://store.d1gang.test/purchases\n');
    expect(email.html).toContain('<p>Price $30.00<br>Tax $5.70<br>Paid $35.70</p>');
    expect(email.html).toContain('<a href="https://invoice.stripe.com/i/acct_1/test_1"');
    expect(email.html).toContain('<a href="https://store.d1gang.test/purchases"');
  });

  it('names the seller, its legal name and address as the stage sets them, under the sign-off', () => {
    const email = tierGrantedEmail({ ...RECEIPT, amountCents: 3000, taxCents: 0 }, LINKS);

    expect(email.text).toMatch(
      /The D1 Gang team\n\nSold by Hoops Test Studio LLC, 1 Court Street, Springfield, IL 62701, USA$/,
    );
    expect(email.html).toContain('Sold by Hoops Test Studio LLC, 1 Court Street, Springfield, IL 62701, USA</p>');
  });

  it('shows the total alone when no tax was due, and no invoice line without an invoice', () => {
    const email = tierGrantedEmail({ ...RECEIPT, amountCents: 3000, taxCents: 0 }, LINKS);

    expect(email.text).toContain('Order D1-E5F6G7H8\nPurchased November 28, 2026\nPaid $30.00\n');
    expect(email.text).not.toContain('Tax');
    expect(email.text).not.toContain('Your invoice');
    expect(email.text).toContain('Your purchases: https://store.d1gang.test/purchases\n');
  });

  it('still renders a receipt queued before it kept the tax or the amount', () => {
    const email = tierGrantedEmail({ ...RECEIPT, amountCents: 3000 }, LINKS);
    expect(email.text).toContain('Purchased November 28, 2026\nPaid $30.00\n');
    expect(tierGrantedEmail(RECEIPT, LINKS).text).not.toContain('Paid');
  });
});
