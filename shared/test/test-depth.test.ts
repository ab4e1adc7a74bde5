import fc from 'fast-check';
import { propertyRuns } from './test-depth';

const RUNS = { everyday: 1_000, deep: 1_000 };
const never = () => new Promise<void>(() => undefined);
/** Long enough for a busy machine to run the first try of each property below. */
const LIMIT_MS = 1_000;

describe('propertyRuns with a time limit', () => {
  it('stops runs that never end and fails with the seed that replays them', async () => {
    const property = fc.asyncProperty(fc.nat(9), async (n) => {
      if (n === 9) await never();
    });
    await expect(fc.assert(property, propertyRuns(RUNS, LIMIT_MS))).rejects.toThrow(
      /^Property interrupted after \d+ tests\n\{ seed: -?\d+/,
    );
  });

  it('stops the shrinking of a failure and reports it with its seed and path', async () => {
    let failed = false;
    const property = fc.asyncProperty(fc.array(fc.nat(), { minLength: 4 }), async () => {
      // The first run fails; every shrinking step after it never ends.
      if (failed) await never();
      failed = true;
      throw new Error('too long');
    });
    await expect(fc.assert(property, propertyRuns(RUNS, LIMIT_MS))).rejects.toThrow(
      /^Property failed after 1 tests\n\{ seed: -?\d+, path: "0", endOnFailure: true \}\nCounterexample: /,
    );
  });

  it('adds no limit unless asked', () => {
    expect(propertyRuns(RUNS).plugins).toBeUndefined();
  });
});
