import { COMPLETE_FEATURE_COUNT, DEV_PROGRESS_PERCENT, IN_PROGRESS_FEATURES, progressPercent } from './dev-status';

describe('development status', () => {
  it('has 19 complete features and the 5 in progress the spec names', () => {
    expect(COMPLETE_FEATURE_COUNT).toBe(19);
    expect(IN_PROGRESS_FEATURES).toEqual([
      'Player builder',
      'Traits system',
      'Console ports',
      'Animation polish',
      '5v5 mode',
    ]);
  });

  it('rounds complete over total to a percentage: 19 of 24 is 79', () => {
    expect(DEV_PROGRESS_PERCENT).toBe(79);
    expect(progressPercent(1, 1)).toBe(50);
    expect(progressPercent(1, 2)).toBe(33);
    expect(progressPercent(2, 1)).toBe(67);
    expect(progressPercent(0, 0)).toBe(0);
  });
});
