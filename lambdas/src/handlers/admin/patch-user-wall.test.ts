import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { AdminAuditResponse } from '@shared/api/types/admin';
import type { WallResponse } from '@shared/api/types/wall';
import { MESSAGES } from '@shared/schemas/messages';
import { call } from '../../../test/api-event';
import { USER_A, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedPurchase, seedUser } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';

const table = withTestTable();
const auth = withTestAuth();
beforeEach(async () => {
  await table.clear();
  await seedAdmin();
});

const moderate = (body: unknown, token = auth.tokens.admin, userId = USER_A) =>
  call('PATCH /admin/users/{userId}/wall', { token, params: { userId }, body });

async function wall() {
  return (await call('GET /wall')).body as WallResponse;
}

const presence = () => table.get({ pk: `WALL#USER#${USER_A}`, sk: 'WALL' });

/** The audit entries on the supporter, newest first, as the user detail page lists them. */
async function auditOnUser() {
  const response = await call('GET /admin/audit', { token: auth.tokens.admin, query: { userId: USER_A } });
  return (response.body as AdminAuditResponse).items;
}

describe('PATCH /admin/users/{userId}/wall', () => {
  beforeEach(async () => {
    await seedUser(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'starter');
    await call('PUT /me/tier-submission', {
      token: auth.tokens.userA,
      body: { nickname: 'Rim Rattler', showOnWall: true },
    });
  });

  it('hides a nickname: it leaves the wall and its count, with the reason kept; showing puts it back', async () => {
    expect((await wall()).total).toBe(1);

    const hidden = await moderate({ hidden: true, reason: ' Impersonates a player ' });

    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual({ showOnWall: true, hidden: true });
    const after = await wall();
    expect(after.total).toBe(0);
    expect(JSON.stringify(after)).not.toContain('Rim Rattler');
    expect(await presence()).toMatchObject({ hidden: true, hiddenReason: 'Impersonates a player', listedTierId: null });
    expect(
      (await call('GET /admin/users/{userId}', { token: auth.tokens.admin, params: { userId: USER_A } })).body,
    ).toMatchObject({
      wall: { showOnWall: true, hidden: true, hiddenReason: 'Impersonates a player' },
    });

    const shown = await moderate({ hidden: false, reason: 'Cleared after review' });

    expect(shown.body).toEqual({ showOnWall: true, hidden: false });
    const back = await wall();
    expect(back.total).toBe(1);
    expect(back.tiers.find((tier) => tier.tierId === 'starter')?.nicknames.map((entry) => entry.nickname)).toEqual([
      'Rim Rattler',
    ]);
    expect(
      (await auditOnUser()).map(({ action, subject, before, after, reason }) => ({
        action,
        subject,
        before,
        after,
        reason,
      })),
    ).toEqual([
      {
        action: 'wall_shown',
        subject: { type: 'user', id: USER_A },
        before: { hidden: true },
        after: { hidden: false },
        reason: 'Cleared after review',
      },
      {
        action: 'wall_hidden',
        subject: { type: 'user', id: USER_A },
        before: { hidden: false },
        after: { hidden: true },
        reason: 'Impersonates a player',
      },
    ]);
  });

  it('keeps a hidden supporter off the wall even when they opt in again', async () => {
    await moderate({ hidden: true, reason: 'Offensive' });

    const response = await call('PATCH /me/wall', { token: auth.tokens.userA, body: { showOnWall: true } });

    expect(response.body).toEqual({ showOnWall: true, hidden: true });
    expect((await wall()).total).toBe(0);
  });

  it('refuses a non-admin with 403 and changes nothing', async () => {
    const response = await moderate({ hidden: true, reason: 'x' }, auth.tokens.userA);

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: ADMIN_MESSAGES.accessDenied });
    expect((await wall()).total).toBe(1);
    expect(await auditOnUser()).toEqual([]);
  });

  it('answers 404 for a user who does not exist', async () => {
    const response = await moderate({ hidden: true, reason: 'x' }, auth.tokens.admin, 'nobody-here');

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: ADMIN_MESSAGES.userNotFound });
  });

  it.each([
    [{ reason: 'x' }, MESSAGES.wallHiddenChoice],
    [{ hidden: 'yes', reason: 'x' }, MESSAGES.wallHiddenChoice],
    [{ hidden: true }, MESSAGES.wallReasonRequired],
    [{ hidden: true, reason: '   ' }, MESSAGES.wallReasonRequired],
    [{ hidden: true, reason: 'r'.repeat(501) }, MESSAGES.wallReasonTooLong],
  ])('refuses %j with 400, changing nothing', async (body, message) => {
    const response = await moderate(body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect((await wall()).total).toBe(1);
    expect(await auditOnUser()).toEqual([]);
  });
});
