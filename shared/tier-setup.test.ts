import { changesLockedNickname, earlierSetupOf, isTierSetUp, newSetupValues, setupFieldsToAsk } from './tier-setup';
import { getTier, type TierId } from './tiers';

const setup = (tierId: TierId, nickname: string, submittedAt: string, jerseyBackName: string | null = null) => ({
  tierId,
  nickname,
  jerseyBackName,
  submittedAt,
});

const starterSetup = setup('starter', 'Glass Cleaner', '2026-01-02T00:00:00.000Z');

describe('earlierSetupOf', () => {
  it('is the most recently submitted setup of another tier', () => {
    const rookie = setup('rookie', 'Old Nick', '2026-01-01T00:00:00.000Z');
    expect(earlierSetupOf([rookie, starterSetup], 'mvp')).toBe(starterSetup);
    expect(earlierSetupOf([starterSetup, rookie], 'mvp')).toBe(starterSetup);
  });

  it('leaves out the tier’s own setup, and is null without another', () => {
    expect(earlierSetupOf([starterSetup], 'starter')).toBeNull();
    expect(earlierSetupOf([], 'mvp')).toBeNull();
  });
});

describe('setupFieldsToAsk', () => {
  it('asks a first setup for every field of its tier', () => {
    expect(setupFieldsToAsk(getTier('starter'), null, null)).toEqual(['nickname']);
    expect(setupFieldsToAsk(getTier('mvp'), null, null)).toEqual(['nickname', 'jerseyBackName']);
  });

  it('asks an upgrade only what its tier adds: the nickname is kept from the earlier setup', () => {
    expect(setupFieldsToAsk(getTier('mvp'), null, starterSetup)).toEqual(['jerseyBackName']);
    expect(setupFieldsToAsk(getTier('baller'), null, starterSetup)).toEqual([]);
  });

  it('asks nothing once the tier’s own setup exists (it is locked)', () => {
    expect(setupFieldsToAsk(getTier('mvp'), setup('mvp', 'Ace', '2026-02-01T00:00:00.000Z', 'ACE'), null)).toEqual([]);
  });
});

describe('isTierSetUp', () => {
  it('is true with the tier’s own setup, or when an earlier setup holds all the tier asks', () => {
    expect(isTierSetUp(getTier('baller'), null, starterSetup)).toBe(true);
    expect(isTierSetUp(getTier('starter'), starterSetup, null)).toBe(true);
  });

  it('is false while a field is still to give', () => {
    expect(isTierSetUp(getTier('starter'), null, null)).toBe(false);
    expect(isTierSetUp(getTier('mvp'), null, starterSetup)).toBe(false);
  });
});

describe('changesLockedNickname', () => {
  it('is true only for a nickname other than the one an earlier setup locked', () => {
    expect(changesLockedNickname(starterSetup, 'Court General')).toBe(true);
    expect(changesLockedNickname(starterSetup, 'Glass Cleaner')).toBe(false);
    expect(changesLockedNickname(starterSetup, undefined)).toBe(false);
    expect(changesLockedNickname(null, 'Court General')).toBe(false);
  });
});

describe('newSetupValues', () => {
  it('takes a first setup as answered', () => {
    expect(
      newSetupValues(getTier('mvp'), { nickname: 'Ace', jerseyBackName: 'ACE', showOnWall: true }, null, false),
    ).toEqual({ nickname: 'Ace', jerseyBackName: 'ACE', showOnWall: true });
  });

  it('keeps the earlier nickname and the wall choice as it stands when the upgrade’s answers leave them out', () => {
    expect(newSetupValues(getTier('mvp'), { jerseyBackName: 'GENERAL' }, starterSetup, true)).toEqual({
      nickname: 'Glass Cleaner',
      jerseyBackName: 'GENERAL',
      showOnWall: true,
    });
    expect(newSetupValues(getTier('baller'), {}, starterSetup, false)).toEqual({
      nickname: 'Glass Cleaner',
      showOnWall: false,
    });
  });

  it('takes a wall choice the upgrade’s answers give', () => {
    expect(newSetupValues(getTier('baller'), { showOnWall: true }, starterSetup, false)).toMatchObject({
      showOnWall: true,
    });
  });
});
