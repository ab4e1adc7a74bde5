import { USER_A } from '../../test/auth-server';
import { withTestTable } from '../../test/dynamo-table';
import { seedPurchase, seedSubmission, seedUser } from '../../test/seed';
import { eraseAccountData } from './account-deletion';
import { getAccountStanding, recordTwoStepChange } from './account-standing';
import { AccountGoneError } from './errors';
import { createTierSetup } from './tier-setup';
import { chooseWall } from './wall-choice';

const table = withTestTable();

beforeEach(async () => {
  await table.clear();
  await seedUser(USER_A, 'a@example.com');
});

describe('the account standing every authenticated request reads', () => {
  it('is a live account with no two-step change until one is recorded, then the change and whether it is on', async () => {
    expect(await getAccountStanding(USER_A, { consistent: true })).toEqual({
      deleted: false,
      twoStepOn: false,
      twoStepChangedAt: null,
    });

    await recordTwoStepChange(USER_A, new Date('2026-11-24T10:00:00.000Z'), null, true);

    expect(await getAccountStanding(USER_A, { consistent: true })).toEqual({
      deleted: false,
      twoStepOn: true,
      twoStepChangedAt: '2026-11-24T10:00:00.000Z',
    });
  });

  it('records a change only from a session that began in or after the second of the last one', async () => {
    const changedAt = new Date('2026-11-24T10:00:00.700Z');
    const second = Date.parse('2026-11-24T10:00:00.000Z') / 1000;
    await recordTwoStepChange(USER_A, changedAt, second - 3600, true);
    const before = await table.items();

    await expect(recordTwoStepChange(USER_A, new Date(), second - 1, true)).rejects.toBeInstanceOf(AccountGoneError);
    await expect(recordTwoStepChange(USER_A, new Date(), null, true)).rejects.toBeInstanceOf(AccountGoneError);
    expect(await table.items()).toEqual(before);

    await recordTwoStepChange(USER_A, new Date('2026-11-24T10:05:00.000Z'), second, false);
    expect(await getAccountStanding(USER_A, { consistent: true })).toEqual({
      deleted: false,
      twoStepOn: false,
      twoStepChangedAt: '2026-11-24T10:05:00.000Z',
    });
  });

  it('reads a deleted account as deleted, and records nothing more for it', async () => {
    await eraseAccountData(USER_A, new Date());
    const before = await table.items();

    expect((await getAccountStanding(USER_A, { consistent: true })).deleted).toBe(true);
    await expect(recordTwoStepChange(USER_A, new Date(), null, true)).rejects.toBeInstanceOf(AccountGoneError);
    expect(await table.items()).toEqual(before);
  });
});

describe('a write that comes after the deletion’s tombstone', () => {
  it('puts nothing back on the wall and saves no setup', async () => {
    // Prepare: a supporter who owns a tier and chose to stay off the wall, then deleted the account.
    await seedPurchase(USER_A, 'rookie');
    await seedSubmission(USER_A, 'rookie', 'Gone Hooper');
    await eraseAccountData(USER_A, new Date());
    const before = await table.items();

    // Act + Assess: the writes that re-read the ledger after the tombstone moved its version.
    await expect(chooseWall(USER_A, true, new Date())).rejects.toBeInstanceOf(AccountGoneError);
    await expect(
      createTierSetup(USER_A, () => ({ nickname: 'Back Again', showOnWall: true }), new Date()),
    ).rejects.toBeInstanceOf(AccountGoneError);
    expect(await table.items()).toEqual(before);
  });
});
