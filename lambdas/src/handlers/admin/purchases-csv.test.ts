import type { ExportRow } from '../../data/purchase-export';
import { purchasesCsv } from './purchases-csv';

function row(nickname: string, email: string): ExportRow {
  return {
    purchase: {
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

    expect(csv).toBe(`${LINE_START}'=cmd@evil.example,starter,Starter,3000,usd,paid,${cell},\n`);
  });

  test('ordinary cells and numbers are written as they are, after the header', async () => {
    const csv = await purchasesCsv([row('Hooper', 'fan@example.com')], true);

    expect(csv.split('\n')).toEqual([
      'purchase_id,created_at,user_id,email,tier_id,tier_name,amount_cents,currency,status,nickname,jersey_back_name',
      `${LINE_START}fan@example.com,starter,Starter,3000,usd,paid,Hooper,`,
      '',
    ]);
  });
});
