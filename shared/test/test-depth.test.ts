import fc from 'fast-check';
import { propertyRuns } from './test-depth';

const RUNS = { everyday: 1_000, deep: 1_000 };
const never = () => new Promise<void>(() => undefined);
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('propertyRuns with a time limit', () => {
  it('stops runs that never end and fails with the seed that replays them', async () => {
    const property = fc.asyncProperty(fc.nat(9), async (n) => {
      if (n === 9) await never();
    });
    await expect(fc.assert(property, propertyRuns(RUNS, 200))).rejects.toThrow(
      /^Property interrupted after \d+ tests\n\{ seed: -?\d+/,
    );
  });

  it('stops the shrinking of a failure and reports it with its seed and path', async () => {
    let failed = false;
    const property = fc.asyncProperty(fc.array(fc.nat()), async (list) => {
      await tick();
      if (list.length > 3) {
        failed = true;
        throw new Error('too long');
      }
      // Once one failed, the shrinking reaches a shorter list, which never ends.
      if (failed) await never();
    });
    await expect(fc.assert(property, propertyRuns(RUNS, 200))).rejects.toThrow(
      /^Property failed after \d+ tests\n\{ seed: -?\d+, path: "[\d:]+", endOnFailure: true \}\nCounterexample: /,
    );
  });

  it('adds no limit unless asked', () => {
    expect(propertyRuns(RUNS).plugins).toBeUndefined();
  });
});
