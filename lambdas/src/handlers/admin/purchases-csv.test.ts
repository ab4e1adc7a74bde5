import type { ExportRow } from '../../data/purchase-export';
import { purchasesCsv } from './purchases-csv';

function row(
  nickname: string,
  email: string,
  tax: { taxCents: number; billingCountry: string | null } = NO_TAX,
): ExportRow {
  return {
    purchase: {
      ...tax,
      id: 'cs_test_1',
      userId: 'user-1',
      email,
      tierId: 'starter',
      tierName: 'Starter',
      amountCents: 3000,
      currency: 'usd',
      stripePaymentIntentId: 'pi_1',
      status: 'paid',
      createdAt: '2026-11-01T10:00:00.000Z',
      refundedAt: null,
    },
    submission: { tierId: 'starter', nickname, jerseyBackName: null, createdAt: '2026-11-01T10:05:00.000Z' },
  } as unknown as ExportRow;
}

const NO_TAX = { taxCents: 0, billingCountry: null };

const LINE_START = 'cs_test_1,2026-11-01T10:00:00.000Z,user-1,';

describe('purchasesCsv', () => {
  test.each([
    ['=HYPERLINK("https://evil.example","x")', `"'=HYPERLINK(""https://evil.example"",""x"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', `"'\rCR"`],
  ])('a nickname starting like a formula (%j) is written as text: %s', async (nickname, cell) => {
    const csv = await purchasesCsv([row(nickname, '=cmd@evil.example')], false);

    expect(csv).toBe(`${LINE_START}'=cmd@evil.example,starter,Starter,3000,usd,paid,${cell},,3000,0,,,,\n`);
  });

  test('ordinary cells and numbers are written as they are, after the header', async () => {
    const csv = await purchasesCsv([row('Hooper', 'fan@example.com')], true);

    expect(csv.split('\n')).toEqual([
      'purchase_id,created_at,user_id,email,tier_id,tier_name,amount_cents,currency,status,nickname,jersey_back_name,subtotal_cents,tax_cents,billing_country,gift_id,gift_buyer_id,gift_buyer_email',
      `${LINE_START}fan@example.com,starter,Starter,3000,usd,paid,Hooper,,3000,0,,,,`,
      '',
    ]);
  });

  test('names a claimed gift and who paid for it on the recipient’s row', async () => {
    const gifted = row('Hooper', 'friend@example.com');
    gifted.purchase.gift = {
      giftId: 'AAAAAAAAAAAAAAAAAAAAAA',
      buyerId: 'user-2',
      buyerEmail: 'giver@example.com',
      from: null,
      message: null,
    };

    const csv = await purchasesCsv([gifted], false);

    expect(csv).toBe(
      `${LINE_START}friend@example.com,starter,Starter,3000,usd,paid,Hooper,,3000,0,,AAAAAAAAAAAAAAAAAAAAAA,user-2,giver@example.com\n`,
    );
  });

  test('splits a taxed total into the subtotal before tax and the tax, with the billing country', async () => {
    // $30 + 19 % German VAT: amount_cents stays the total charged.
    const taxed = { ...row('Hooper', 'fan@example.com', { taxCents: 570, billingCountry: 'DE' }) };
    taxed.purchase.amountCents = 3570;

    const csv = await purchasesCsv([taxed], false);

    expect(csv).toBe(`${LINE_START}fan@example.com,starter,Starter,3570,usd,paid,Hooper,,3000,570,DE,,,\n`);
  });
});
