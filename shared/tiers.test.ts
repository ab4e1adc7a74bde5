import { BENEFIT_IDS, entitlementOf, findTier, getTier, isTierId, TIER_IDS, TIERS } from './tiers';

describe('tier catalogue', () => {
  it('holds the six tiers of the spec, cheapest first, with prices in cents', () => {
    expect(TIERS.map((tier) => [tier.id, tier.name, tier.priceCents])).toEqual([
      ['bench-player', 'Bench Player', 500],
      ['rookie', 'Rookie', 1500],
      ['starter', 'Starter', 3000],
      ['baller', 'Baller', 5000],
      ['all-star', 'All-Star', 7500],
      ['mvp', 'MVP', 10000],
    ]);
    expect(TIERS.map((tier) => tier.id)).toEqual([...TIER_IDS]);
  });

  it('highlights Starter and MVP only', () => {
    expect(TIERS.filter((tier) => tier.highlight).map((tier) => tier.id)).toEqual(['starter', 'mvp']);
  });

  it('lists benefits cumulatively, flagging the ones inherited from lower tiers', () => {
    const own = (id: string) =>
      findTier(id)
        ?.benefits.filter((b) => !b.inherited)
        .map((b) => b.name);
    const inherited = (id: string) =>
      findTier(id)
        ?.benefits.filter((b) => b.inherited)
        .map((b) => b.name);

    expect(own('bench-player')).toEqual(['Your nickname on the gym wall', 'Exclusive basketball']);
    expect(inherited('bench-player')).toEqual([]);
    expect(own('rookie')).toEqual(['Exclusive shoes']);
    expect(inherited('rookie')).toEqual(['Your nickname on the gym wall', 'Exclusive basketball']);
    expect(own('starter')).toEqual(['Exclusive jersey']);
    expect(inherited('starter')).toEqual(['Your nickname on the gym wall', 'Exclusive basketball', 'Exclusive shoes']);
    expect(own('baller')).toEqual(['Leg sleeve', 'Smiley-face VFX']);
    expect(own('all-star')).toEqual(['Arm sleeve', 'SFX pack']);
    expect(own('mvp')).toEqual(['Tattoo', 'Premium jersey with your name on the back']);
    expect(inherited('mvp')).toEqual([
      'Your nickname on the gym wall',
      'Exclusive basketball',
      'Exclusive shoes',
      'Exclusive jersey',
      'Leg sleeve',
      'Smiley-face VFX',
      'Arm sleeve',
      'SFX pack',
    ]);
    expect(findTier('mvp')?.benefits).toHaveLength(10);
  });

  it('asks every tier for a nickname and only MVP for a jersey back name', () => {
    for (const tier of TIERS) {
      expect(tier.setupFields).toEqual(tier.id === 'mvp' ? ['nickname', 'jerseyBackName'] : ['nickname']);
    }
  });

  it('carries no Stripe ids: those are server config per stage', () => {
    for (const tier of TIERS) {
      expect(Object.keys(tier).some((key) => key.toLowerCase().includes('stripe'))).toBe(false);
    }
  });

  it('finds tiers by id and refuses anything else', () => {
    expect(getTier('all-star').name).toBe('All-Star');
    expect(findTier('hall-of-fame')).toBeUndefined();
    expect(isTierId('rookie')).toBe(true);
    expect(isTierId('Rookie')).toBe(false);
    expect(isTierId(5)).toBe(false);
    expect(() => getTier('legend' as never)).toThrow('Unknown tier: legend');
  });

  it('gives every benefit a stable id, the entitlement being the tier benefits with the inherited ones', () => {
    expect(BENEFIT_IDS).toEqual([
      'gym-wall-nickname',
      'exclusive-basketball',
      'exclusive-shoes',
      'exclusive-jersey',
      'leg-sleeve',
      'smiley-face-vfx',
      'arm-sleeve',
      'sfx-pack',
      'tattoo',
      'premium-jersey-name',
    ]);
    expect(entitlementOf('bench-player')).toEqual(['gym-wall-nickname', 'exclusive-basketball']);
    expect(entitlementOf('starter')).toEqual([
      'gym-wall-nickname',
      'exclusive-basketball',
      'exclusive-shoes',
      'exclusive-jersey',
    ]);
    expect(entitlementOf('mvp')).toEqual([...BENEFIT_IDS]);
    expect(entitlementOf(null)).toEqual([]);
    expect(
      getTier('baller')
        .benefits.map((benefit) => [benefit.id, benefit.name])
        .slice(-2),
    ).toEqual([
      ['leg-sleeve', 'Leg sleeve'],
      ['smiley-face-vfx', 'Smiley-face VFX'],
    ]);
  });
});
