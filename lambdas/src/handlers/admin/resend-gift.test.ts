import type { AuditEntry } from '@shared/api/types/admin';
import type { GiftResendResponse } from '@shared/api/types/gifts';
import { GIFT_MESSAGES } from '@shared/gifts';
import { call } from '../../../test/api-event';
import { ADMIN, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedGift } from '../../../test/gift-seed';
import { seedAdmin } from '../../../test/seed-admin';

const table = withTestTable();
const auth = withTestAuth();
beforeEach(async () => {
  await table.clear();
  await seedAdmin('coach@example.com');
});

const MINUTE_MS = 60_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE_MS).toISOString();
const resend = (giftId: string, token: string | null = auth.tokens.admin) =>
  call('POST /admin/gifts/{giftId}/resend', { ...(token ? { token } : {}), params: { giftId } });
const claimEmails = async () => (await table.items()).filter((item) => item.template === 'gift-received');
const auditOf = async (userId: string) =>
  (
    (await call('GET /admin/audit', { token: auth.tokens.admin, query: { userId } })).body as {
      items: AuditEntry[];
    }
  ).items;

describe('POST /admin/gifts/{giftId}/resend', () => {
  it('is for admins only: 401 without a token, 403 for a supporter', async () => {
    const gift = await seedGift({ lastEmailedAt: minutesAgo(10) });

    expect((await resend(gift.giftId, null)).status).toBe(401);
    expect((await resend(gift.giftId, auth.tokens.userA)).status).toBe(403);
    expect(await claimEmails()).toEqual([]);
  });

  it('queues the claim email to the recipient again, notes when, and audits who sent it', async () => {
    const sentBefore = minutesAgo(10);
    const gift = await seedGift({ lastEmailedAt: sentBefore });

    const response = await resend(gift.giftId);

    expect(response.status).toBe(200);
    const { gift: shown } = response.body as GiftResendResponse;
    expect(shown).toMatchObject({ giftId: gift.giftId, status: 'unclaimed', recipientEmail: 'Friend@example.com' });
    expect(Date.parse(shown.lastEmailedAt ?? '')).toBeGreaterThan(Date.parse(sentBefore));
    const emails = await claimEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.message).toEqual({
      template: 'gift-received',
      to: 'Friend@example.com',
      giftId: gift.giftId,
      tierId: 'starter',
      tierName: 'Starter',
      from: 'giver@example.com',
      message: 'Happy birthday!',
    });
    expect(await table.get({ pk: `CHECKOUT#GIFT#${gift.giftId}`, sk: 'GIFT' })).toMatchObject({
      lastEmailedAt: shown.lastEmailedAt,
      version: gift.version + 1,
    });
    expect(await auditOf(gift.buyerId)).toEqual([
      {
        id: expect.any(String),
        action: 'gift_resent',
        actor: 'admin',
        adminId: ADMIN,
        adminEmail: 'coach@example.com',
        at: shown.lastEmailedAt,
        subject: { type: 'user', id: gift.buyerId },
        before: { giftId: gift.giftId, recipientEmail: 'Friend@example.com', lastEmailedAt: sentBefore },
        after: { giftId: gift.giftId, recipientEmail: 'Friend@example.com', lastEmailedAt: shown.lastEmailedAt },
        reason: null,
      },
    ]);
  });

  it('sends one email for a double click, and none within 5 minutes of the last', async () => {
    const gift = await seedGift({ lastEmailedAt: minutesAgo(10) });

    const answers = await Promise.all([resend(gift.giftId), resend(gift.giftId)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      message: 'The claim email was sent less than 5 minutes ago. Please wait before sending it again.',
    });
    expect(await claimEmails()).toHaveLength(1);
    expect(await auditOf(gift.buyerId)).toHaveLength(1);

    const justPaid = await seedGift({ lastEmailedAt: minutesAgo(4) });
    expect((await resend(justPaid.giftId)).status).toBe(409);
    expect(await claimEmails()).toHaveLength(1);
  });

  it.each([
    ['claimed', { status: 'claimed', claimedBy: 'recipient-sub', claimedAt: minutesAgo(20) }],
    ['cancelled', { status: 'cancelled', cancelledAt: minutesAgo(20), cancelledBy: ADMIN }],
    ['refunded before anyone claimed it', { refundedCents: 3000 }],
  ] as const)('refuses a gift that is %s: 409', async (_state, seed) => {
    const gift = await seedGift({ lastEmailedAt: minutesAgo(30), ...seed });

    const response = await resend(gift.giftId);

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: GIFT_MESSAGES.notUnclaimed });
    expect(await claimEmails()).toEqual([]);
  });

  it('answers 404 for no such gift, or one whose checkout was never paid', async () => {
    const unpaid = await seedGift({ status: 'awaiting_payment', paidAt: null, payment: null });

    for (const giftId of ['AAAAAAAAAAAAAAAAAAAAAA', unpaid.giftId, 'not a gift id']) {
      const response = await resend(giftId);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Gift not found' });
    }
  });
});
