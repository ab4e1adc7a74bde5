import type { MeResponse } from '@shared/api/types/account';
import { call } from '../../../test/api-event';
import { USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedUser } from '../../../test/seed';
import { listUpdatesRecipients } from '../../data/email-preferences';

const table = withTestTable();
const auth = withTestAuth();
beforeEach(async () => {
  await table.clear();
  await seedUser(USER_A, 'a@example.com');
  await seedUser(USER_B, 'b@example.com');
});

const choose = (token: string, body: unknown) => call('PUT /me/email-preferences', { token, body });
const preferencesItem = (userId: string) => table.get({ pk: `EMAILPREFS#USER#${userId}`, sk: 'EMAIL_PREFS' });

describe('PUT /me/email-preferences', () => {
  it('is off by default: GET /me says updates are off, with no time or source', async () => {
    const me = (await call('GET /me', { token: auth.tokens.userA })).body as MeResponse;

    expect(me.emailPreferences).toEqual({ updates: false, updatedAt: null, source: null });
    expect(await listUpdatesRecipients()).toEqual([]);
  });

  it.each(['signup', 'payment-success', 'profile'] as const)(
    'stores the opt-in from %s with its time and source, and lists the supporter among the recipients',
    async (source) => {
      const before = new Date().toISOString();

      const response = await choose(auth.tokens.userA, { updates: true, source });

      expect(response.status).toBe(200);
      const body = response.body as { updates: boolean; updatedAt: string; source: string };
      expect(body).toEqual({ updates: true, updatedAt: expect.any(String), source });
      expect(body.updatedAt >= before).toBe(true);
      expect(await preferencesItem(USER_A)).toMatchObject({
        updates: true,
        source,
        updatedAt: body.updatedAt,
        gsi2pk: 'UPDATES_OPTED_IN',
        gsi2sk: `${body.updatedAt}#${USER_A}`,
      });
      expect(((await call('GET /me', { token: auth.tokens.userA })).body as MeResponse).emailPreferences).toEqual(body);
      expect(await listUpdatesRecipients()).toEqual([{ userId: USER_A, optedInAt: body.updatedAt }]);
    },
  );

  it('opts out from the profile: the choice is stored and the supporter leaves the recipients', async () => {
    await choose(auth.tokens.userA, { updates: true, source: 'payment-success' });
    await choose(auth.tokens.userB, { updates: true, source: 'profile' });

    const response = await choose(auth.tokens.userA, { updates: false, source: 'profile' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ updates: false, source: 'profile' });
    const stored = await preferencesItem(USER_A);
    expect(stored).toMatchObject({ updates: false, source: 'profile' });
    expect(stored?.gsi2pk).toBeUndefined();
    expect((await listUpdatesRecipients()).map((recipient) => recipient.userId)).toEqual([USER_B]);
  });

  it('refuses a source a supporter cannot choose from, and a missing choice', async () => {
    const bounce = await choose(auth.tokens.userA, { updates: true, source: 'bounce' });
    const missing = await choose(auth.tokens.userA, { source: 'profile' });

    expect(bounce.status).toBe(400);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'Choose whether to get development updates by email' });
    expect(await preferencesItem(USER_A)).toBeUndefined();
  });

  it('needs a signed-in supporter', async () => {
    expect((await call('PUT /me/email-preferences', { body: { updates: true, source: 'profile' } })).status).toBe(401);
  });
});
