import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { call } from '../../test/api-event';
import { withTestAuth } from '../../test/auth-server';
import { withTestTable } from '../../test/dynamo-table';
import { seedUser } from '../../test/seed';
import { seedTwoStepOn } from '../../test/seed-admin';
import { profileKey } from '../data/profile';

// The admin area against the store's record of two-step sign-in. The test pool lists every admin
// with an authenticator app on, as Cognito does once one was turned on anywhere, the store or not;
// turning it on and off at cognito-local is in infra/local/admin-two-step.test.ts.
const table = withTestTable();
const auth = withTestAuth();

const ENROLLED_OUTSIDE = 'a1b2c3d4-0000-4000-8000-0000000000e1';
const NO_PROFILE = 'a1b2c3d4-0000-4000-8000-0000000000e2';
const ENROLLED = 'a1b2c3d4-0000-4000-8000-0000000000e3';

const adminToken = (sub: string, authTime: number) =>
  auth.accessToken(sub, { 'cognito:groups': ['admin'], auth_time: authTime });

const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('the admin area and the store’s record of two-step sign-in', () => {
  it('refuses an admin whose app Cognito lists but the store never recorded, and counts it from the next second', async () => {
    // Prepare: a profile with no record (the app was turned on straight at Cognito).
    await seedUser(ENROLLED_OUTSIDE, 'outside@example.com');
    const signedIn = Math.floor(Date.now() / 1000);
    const before = await adminToken(ENROLLED_OUTSIDE, signedIn);

    // Act
    const refused = await call('GET /admin/overview', { token: before });
    const requestedBy = Math.floor(Date.now() / 1000);

    // Assess: refused with the sign-in-again copy, and recorded from a second no earlier session shares.
    expect(refused).toMatchObject({ status: 403, body: { message: ADMIN_MESSAGES.signInAgain } });
    const profile = await table.get(profileKey(ENROLLED_OUTSIDE));
    expect(profile?.twoStepOn).toBe(true);
    const countsFrom = seconds(String(profile?.twoStepChangedAt));
    expect(countsFrom).toBeGreaterThan(signedIn);
    expect(countsFrom).toBeLessThanOrEqual(requestedBy + 1);
    expect(Number.isInteger(countsFrom)).toBe(true);
    // The session stays refused; a sign-in from that second on (which answered a code) is let in.
    expect((await call('GET /admin/role', { token: before })).status).toBe(403);
    expect((await call('GET /admin/role', { token: await adminToken(ENROLLED_OUTSIDE, countsFrom - 1) })).status).toBe(
      403,
    );
    const after = await call('GET /admin/role', { token: await adminToken(ENROLLED_OUTSIDE, countsFrom) });
    expect(after).toMatchObject({ status: 200, body: { isAdmin: true } });
    expect((await table.get(profileKey(ENROLLED_OUTSIDE)))?.twoStepChangedAt).toBe(profile?.twoStepChangedAt);
  });

  it('lets in a session from at or after the change the store recorded, and refuses one from before it', async () => {
    await seedUser(ENROLLED, 'enrolled@example.com');
    await seedTwoStepOn(ENROLLED, new Date('2026-03-01T12:00:00.000Z'));
    const changedAt = seconds('2026-03-01T12:00:00.000Z');

    const atChange = await call('GET /admin/overview', { token: await adminToken(ENROLLED, changedAt) });
    const justBefore = await call('GET /admin/overview', { token: await adminToken(ENROLLED, changedAt - 1) });

    expect(atChange.status).toBe(200);
    expect(justBefore).toMatchObject({ status: 403, body: { message: ADMIN_MESSAGES.signInAgain } });
  });

  it('refuses an admin without a profile, whatever the session, writing nothing', async () => {
    const token = await adminToken(NO_PROFILE, Math.floor(Date.now() / 1000) + 60);

    const refused = await call('GET /admin/overview', { token });

    expect(refused).toMatchObject({ status: 403, body: { message: ADMIN_MESSAGES.signInAgain } });
    expect(await table.get(profileKey(NO_PROFILE))).toBeUndefined();
  });
});
