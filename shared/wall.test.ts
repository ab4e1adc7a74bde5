import { WALL_TIER_ORDER, wallTierOf } from './wall';

describe('wallTierOf', () => {
  const listed = { showOnWall: true, hidden: false, nickname: 'Dime Dropper' };

  it('lists an opted-in supporter under the tier they own', () => {
    expect(wallTierOf(listed, 'starter')).toBe('starter');
    expect(wallTierOf(listed, 'mvp')).toBe('mvp');
  });

  it('lists nobody who opted out, was hidden, has no nickname or owns no tier', () => {
    expect(wallTierOf({ ...listed, showOnWall: false }, 'mvp')).toBeNull();
    expect(wallTierOf({ ...listed, hidden: true }, 'mvp')).toBeNull();
    expect(wallTierOf({ ...listed, nickname: null }, 'mvp')).toBeNull();
    expect(wallTierOf(listed, null)).toBeNull();
  });

  it('orders the tiers MVP first', () => {
    expect(WALL_TIER_ORDER).toEqual(['mvp', 'all-star', 'baller', 'starter', 'rookie', 'bench-player']);
  });
});
