import fc from 'fast-check';

/*
 * How big the volume and property suites run. `npm test` runs them at an everyday size that still
 * reaches every case they check; `npm run test:deep` (TEST_DEPTH=deep) runs the same suites at full
 * size, and CI runs it after `npm test`. A suite that sizes itself here is listed in package.json's
 * test:deep script, and scripts/test-deep.test.ts holds that list to the files that import this module.
 */

export type TestDepth = 'everyday' | 'deep';

function depthFromEnv(value: string | undefined): TestDepth {
  if (value === undefined || value === '' || value === 'everyday') return 'everyday';
  if (value === 'deep') return 'deep';
  throw new Error(`TEST_DEPTH must be "everyday" or "deep", not "${value}"`);
}

const TEST_DEPTH: TestDepth = depthFromEnv(process.env.TEST_DEPTH);

/** The everyday size, or the full one under `npm run test:deep`. */
export function bySize<T>(sizes: Record<TestDepth, T>): T {
  return sizes[TEST_DEPTH];
}

/**
 * fast-check's run parameters at the run's depth. FC_NUM_RUNS sets the number of runs; a failure
 * prints its seed and path, and FC_SEED (with FC_PATH) replays it.
 *
 * `timeLimitMs`, for properties whose runs take seconds each: the runs, and the shrinking of a
 * failure, stop after that long and fail with the seed (and the path and counterexample reached),
 * where the test's own timeout would end it with neither. Keep it under that timeout.
 */
export function propertyRuns(runs: Record<TestDepth, number>, timeLimitMs?: number): fc.Parameters<unknown> {
  const { FC_SEED, FC_PATH, FC_NUM_RUNS } = process.env;
  return {
    numRuns: FC_NUM_RUNS ? Number(FC_NUM_RUNS) : bySize(runs),
    ...(FC_SEED ? { seed: Number(FC_SEED) } : {}),
    ...(FC_SEED && FC_PATH ? { path: FC_PATH } : {}),
    ...(timeLimitMs === undefined
      ? {}
      : { plugins: [fc.interruptAfterTimeLimit(timeLimitMs, { failOnInterrupt: true })] }),
  };
}
