import { canPurchase, ownedTier, tierButton, upgradeOptions, upgradePriceCents } from './ownership';
import { getTier, TIERS, type TierId } from './tiers';

const buy = (tierId: TierId, refunded = false) => ({ tierId, refunded });

describe('ownedTier', () => {
  it('is null without purchases', () => {
    expect(ownedTier([])).toBeNull();
  });

  it('is the purchase whose tier is priced highest, whatever the order', () => {
    expect(ownedTier([buy('starter'), buy('rookie'), buy('mvp'), buy('baller')])?.id).toBe('mvp');
    expect(ownedTier([buy('rookie'), buy('starter')])?.id).toBe('starter');
  });

  it('ignores refunded purchases', () => {
    expect(ownedTier([buy('starter'), buy('mvp', true)])?.id).toBe('starter');
    expect(ownedTier([buy('starter', true)])).toBeNull();
  });
});

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
    expect(upgradePriceCents(null, getTier('starter'))).toBe(3000);
  });

  it('charges the difference when upgrading', () => {
    expect(upgradePriceCents(getTier('starter'), getTier('mvp'))).toBe(7000);
    expect(upgradePriceCents(getTier('rookie'), getTier('all-star'))).toBe(6000);
  });

  it('never goes below zero', () => {
    expect(upgradePriceCents(getTier('mvp'), getTier('rookie'))).toBe(0);
    expect(upgradePriceCents(getTier('mvp'), getTier('mvp'))).toBe(0);
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
