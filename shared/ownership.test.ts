import { canPurchase, tierButton, upgradeOptions, upgradePriceCents } from './ownership';
import { getTier, TIERS, type TierId } from './tiers';

describe('canPurchase', () => {
  it('allows only a strictly higher-priced tier', () => {
    const starter = getTier('starter');
    expect(canPurchase(null, getTier('bench-player'))).toBe(true);
    expect(canPurchase(starter, getTier('baller'))).toBe(true);
    expect(canPurchase(starter, starter)).toBe(false);
    expect(canPurchase(starter, getTier('rookie'))).toBe(false);
  });
});

describe('upgradePriceCents', () => {
  it('charges the full price for a first purchase', () => {
    expect(upgradePriceCents(getTier('starter'), 0)).toBe(3000);
  });

  it('charges the price minus what the standing payments add up to (credit counts)', () => {
    expect(upgradePriceCents(getTier('mvp'), 3000)).toBe(7000);
    expect(upgradePriceCents(getTier('all-star'), 1500)).toBe(6000);
    // All-Star refunded after an MVP upgrade: $25 stands, so MVP costs $75 again.
    expect(upgradePriceCents(getTier('mvp'), 2500)).toBe(7500);
  });

  it('never goes below zero', () => {
    expect(upgradePriceCents(getTier('rookie'), 10000)).toBe(0);
  });
});

describe('upgradeOptions', () => {
  it('lists only tiers priced above the owned one', () => {
    expect(upgradeOptions(getTier('baller'), TIERS).map((t) => t.id)).toEqual(['all-star', 'mvp']);
    expect(upgradeOptions(getTier('mvp'), TIERS)).toEqual([]);
    expect(upgradeOptions(null, TIERS)).toHaveLength(6);
  });
});

describe('tierButton', () => {
  const expected: Record<TierId, Record<TierId, string>> = {
    'bench-player': {
      'bench-player': 'current',
      rookie: 'upgrade',
      starter: 'upgrade',
      baller: 'upgrade',
      'all-star': 'upgrade',
      mvp: 'upgrade',
    },
    rookie: {
      'bench-player': 'select',
      rookie: 'current',
      starter: 'upgrade',
      baller: 'upgrade',
      'all-star': 'upgrade',
      mvp: 'upgrade',
    },
    starter: {
      'bench-player': 'select',
      rookie: 'select',
      starter: 'current',
      baller: 'upgrade',
      'all-star': 'upgrade',
      mvp: 'upgrade',
    },
    baller: {
      'bench-player': 'select',
      rookie: 'select',
      starter: 'select',
      baller: 'current',
      'all-star': 'upgrade',
      mvp: 'upgrade',
    },
    'all-star': {
      'bench-player': 'select',
      rookie: 'select',
      starter: 'select',
      baller: 'select',
      'all-star': 'current',
      mvp: 'upgrade',
    },
    mvp: {
      'bench-player': 'select',
      rookie: 'select',
      starter: 'select',
      baller: 'select',
      'all-star': 'select',
      mvp: 'current',
    },
  };

  it('shows Select on every card when nothing is owned', () => {
    for (const card of TIERS) expect(tierButton(null, card)).toBe('select');
  });

  it.each(TIERS.map((owned) => [owned.id]))('follows the spec for an owner of %s', (ownedId) => {
    const owned = getTier(ownedId as TierId);
    for (const card of TIERS) expect(tierButton(owned, card)).toBe(expected[owned.id][card.id]);
  });
});
