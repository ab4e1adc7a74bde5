import { ApiError } from './api-client';
import { createQueryClient } from './query-client';

/** How long a read that keeps failing takes to show its error, with requests that fail at once. */
async function msUntilError(error: Error): Promise<{ ms: number; calls: number }> {
  const client = createQueryClient();
  let calls = 0;
  const started = Date.now();
  const settled = client
    .fetchQuery({
      queryKey: ['failing'],
      queryFn: async () => {
        calls += 1;
        throw error;
      },
    })
    .catch(() => Date.now() - started);
  await vi.runAllTimersAsync();
  return { ms: await settled, calls };
}

describe('the query client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries a failing read twice and shows the error within 2 s of the first try (retry waits 1 s at most)', async () => {
    const { ms, calls } = await msUntilError(new Error('network down'));
    expect(calls).toBe(3);
    expect(ms).toBeLessThanOrEqual(1000);
  });

  it('never retries a 4xx: its error shows at once', async () => {
    const { ms, calls } = await msUntilError(new ApiError(404, 'Not found'));
    expect(calls).toBe(1);
    expect(ms).toBe(0);
  });
});
