import type { AdminPurchase, AdminUserDetailResponse } from '@shared/api/types/admin';
import type { AdminGift, AdminGiftsResponse } from '@shared/api/types/gifts';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { call } from '../../../test/api-event';
import { USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { giftPayment, seedGift } from '../../../test/gift-seed';
import { seedPurchase, seedUser } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';

const table = withTestTable();
const auth = withTestAuth();
beforeEach(async () => {
  await table.clear();
  await seedAdmin();
});

const listGifts = (query: Record<string, string> = {}, token: string | undefined = auth.tokens.admin) =>
  call('GET /admin/gifts', { token, query });
const page = (body: unknown) => body as AdminGiftsResponse;
const ids = (gifts: AdminGift[]) => gifts.map((gift) => gift.giftId);
const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}T10:00:00.000Z`;

/** One gift of each status, paid on consecutive days (the claimed one last). */
async function seedOneOfEach() {
  const unclaimed = await seedGift({ paidAt: day(1) });
  const refunded = await seedGift({ paidAt: day(2), refundedCents: 3000 });
  const cancelled = await seedGift({
    paidAt: day(3),
    status: 'cancelled',
    cancelledAt: day(4),
    cancelledBy: 'claim-period',
    cancelRefundId: 're_1',
  });
  const claimed = await seedGift({
    paidAt: day(5),
    tierId: 'mvp',
    status: 'claimed',
    claimedBy: USER_B,
    claimedAt: day(6),
    payment: giftPayment('mvp', { amountCents: 10990, presented: { currency: 'eur', amount: 10117 } }),
  });
  return { unclaimed, refunded, cancelled, claimed };
}

describe('GET /admin/gifts', () => {
  it('is for admins only: 401 without a token, 403 for a supporter', async () => {
    expect((await call('GET /admin/gifts', {})).status).toBe(401);
    const supporter = await listGifts({}, auth.tokens.userA);
    expect(supporter.status).toBe(403);
  });

  it('lists paid gifts newest first, each with its status, order number, amount and who bought it for whom', async () => {
    const gifts = await seedOneOfEach();
    // A gift whose checkout was never paid is nobody's business yet.
    await seedGift({ status: 'awaiting_payment', paidAt: null, payment: null });

    const response = await listGifts();

    expect(response.status).toBe(200);
    const { items, nextCursor } = page(response.body);
    expect(nextCursor).toBeNull();
    expect(ids(items)).toEqual([gifts.claimed, gifts.cancelled, gifts.refunded, gifts.unclaimed].map((g) => g.giftId));
    expect(items.map((gift) => gift.status)).toEqual(['claimed', 'cancelled', 'refunded', 'unclaimed']);
    expect(items[0]).toEqual({
      giftId: gifts.claimed.giftId,
      orderNumber: `D1-${gifts.claimed.payment?.sessionId.slice(-8).toUpperCase()}`,
      paidAt: day(5),
      tierId: 'mvp',
      tierName: 'MVP',
      buyerId: 'buyer-sub',
      buyerEmail: 'giver@example.com',
      recipientEmail: 'Friend@example.com',
      recipientId: USER_B,
      status: 'claimed',
      amountCents: 10990,
      presented: { currency: 'eur', amount: 10117 },
      paymentIntentId: gifts.claimed.payment?.paymentIntentId,
      claimedAt: day(6),
      lastEmailedAt: day(5),
      cancelledAt: null,
    });
    expect(items[1]).toMatchObject({ status: 'cancelled', cancelledAt: day(4), recipientId: null });
    expect(items[3]).not.toHaveProperty('presented');
  });

  it.each([
    ['unclaimed', 'unclaimed'],
    ['refunded', 'refunded'],
    ['cancelled', 'cancelled'],
    ['claimed', 'claimed'],
  ] as const)('narrows to one status: %s', async (status, key) => {
    const gifts = await seedOneOfEach();

    const response = await listGifts({ status });

    expect(response.status).toBe(200);
    expect(ids(page(response.body).items)).toEqual([gifts[key].giftId]);
  });

  it('refuses a status it does not know with the statuses it does', async () => {
    const response = await listGifts({ status: 'lost' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Status must be one of: unclaimed, claimed, cancelled, refunded' });
  });

  it('pages with a cursor and refuses one it did not make', async () => {
    const gifts = await seedOneOfEach();

    const first = page((await listGifts({ limit: '3' })).body);
    const second = page((await listGifts({ limit: '3', cursor: first.nextCursor ?? '' })).body);

    expect(ids(first.items)).toEqual([gifts.claimed, gifts.cancelled, gifts.refunded].map((g) => g.giftId));
    expect(ids(second.items)).toEqual([gifts.unclaimed.giftId]);
    expect(second.nextCursor).toBeNull();
    const tampered = await listGifts({ cursor: 'bm90LWEtY3Vyc29y' });
    expect(tampered.status).toBe(400);
    expect(tampered.body).toEqual({ message: HTTP_MESSAGES.invalidCursor });
  });
});

describe('gifts on the user detail and the purchases list', () => {
  /** User A bought two gifts; user B claimed one and has another waiting at their address (in other capitals). */
  async function seedBetweenTwo() {
    await seedUser(USER_A, 'giver@example.com');
    await seedUser(USER_B, 'friend@example.com');
    const buyer = { buyerId: USER_A, buyerEmail: 'giver@example.com' };
    const claimed = await seedGift({
      ...buyer,
      paidAt: day(1),
      status: 'claimed',
      claimedBy: USER_B,
      claimedAt: day(2),
    });
    const waiting = await seedGift({ ...buyer, paidAt: day(3), recipientEmail: 'FRIEND@example.com' });
    const fromElsewhere = await seedGift({ paidAt: day(4), recipientEmail: 'someone@example.com' });
    const purchase = await seedPurchase(USER_B, 'starter', {
      createdAt: day(2),
      email: 'friend@example.com',
      gift: { ...buyer, giftId: claimed.giftId, from: 'giver@example.com', message: 'Happy birthday!' },
    });
    return { claimed, waiting, fromElsewhere, purchase };
  }

  const detailOf = async (userId: string) =>
    (await call('GET /admin/users/{userId}', { token: auth.tokens.admin, params: { userId } }))
      .body as AdminUserDetailResponse;

  it('shows the buyer the gifts they sent, and the recipient those claimed by them or waiting at their address', async () => {
    const { claimed, waiting } = await seedBetweenTwo();

    const buyer = await detailOf(USER_A);
    const recipient = await detailOf(USER_B);

    expect(ids(buyer.giftsSent ?? [])).toEqual([waiting.giftId, claimed.giftId]);
    expect(buyer.giftsReceived).toEqual([]);
    expect(recipient.giftsSent).toEqual([]);
    expect(ids(recipient.giftsReceived ?? [])).toEqual([waiting.giftId, claimed.giftId]);
    expect(recipient.giftsReceived?.map((gift) => gift.status)).toEqual(['unclaimed', 'claimed']);
  });

  it('marks a claimed gift’s purchase with who paid for it, in the list and the export', async () => {
    const { claimed, purchase } = await seedBetweenTwo();

    const list = await call('GET /admin/purchases', { token: auth.tokens.admin });
    const csv = await call('GET /admin/export/purchases.csv', { token: auth.tokens.admin });

    const row = (list.body as { items: AdminPurchase[] }).items.find((item) => item.id === purchase.id);
    expect(row?.gift).toEqual({ giftId: claimed.giftId, buyerId: USER_A, buyerEmail: 'giver@example.com' });
    const [header, line] = csv.rawBody.split('\n');
    expect(header).toMatch(/,billing_country,gift_id,gift_buyer_id,gift_buyer_email$/);
    // A gift id is random base64url: one starting with '-' is written as a spreadsheet would not run it ("'-…").
    const giftCell = claimed.giftId.startsWith('-') ? `'${claimed.giftId}` : claimed.giftId;
    expect(line?.endsWith(`,${giftCell},${USER_A},giver@example.com`)).toBe(true);
    expect(line?.startsWith(`${purchase.id},`)).toBe(true);
  });
});
