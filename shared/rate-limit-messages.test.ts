import { BUSY_RETRYING, tryAgainIn } from './rate-limit-messages';

describe('tryAgainIn', () => {
  it.each([
    [1, 'Try again in 1 second.'],
    [45, 'Try again in 45 seconds.'],
    [60, 'Try again in 1 minute.'],
    [61, 'Try again in 2 minutes.'],
    [180, 'Try again in 3 minutes.'],
    [600, 'Try again in 10 minutes.'],
    [3599, 'Try again in 1 hour.'],
    [3601, 'Try again in 2 hours.'],
    [13 * 3600 + 20 * 60, 'Try again in 14 hours.'],
  ])('says %i seconds as "%s", rounded up so it never says too soon', (seconds, copy) => {
    expect(tryAgainIn(seconds)).toBe(copy);
  });
});

describe('BUSY_RETRYING', () => {
  it('says, while the app tries a throttled call again by itself, that it is busy and not the person', () => {
    expect(BUSY_RETRYING).toBe("Lots of people are joining right now. We're trying again…");
  });
});
