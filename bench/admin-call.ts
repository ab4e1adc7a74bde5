/** One API call measured many times, one at a time: its latencies and the DynamoDB requests each sent. */
import { type BenchRow, row } from './report';

/** Calls before measuring: the handler's first load and its caches are not what is measured. */
const WARM_UP = 3;
/** The DynamoDB requests an admin call may send: its account standing, and two reads of its own. */
const MAX_DYNAMO_REQUESTS = 3;
const P95_BUDGET_MS = 150;

interface CallTiming {
  latenciesMs: number[];
  /** The most DynamoDB requests one call sent. */
  maxRequests: number;
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** Calls `url` `times` times one after another (after a warm-up); any answer but 200 stops the bench. */
export async function timeCall(url: string, token: string | null, times: number): Promise<CallTiming> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const call = async () => {
    const response = await fetch(url, { headers });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
  };
  // Loaded once the stack has given the Lambdas' environment: the client reads its endpoint at load.
  const { dynamoRequestsSent } = await import('../lambdas/src/data/client');
  for (let index = 0; index < WARM_UP; index += 1) await call();
  const latenciesMs: number[] = [];
  let maxRequests = 0;
  for (let index = 0; index < times; index += 1) {
    const before = dynamoRequestsSent();
    const started = performance.now();
    await call();
    latenciesMs.push(performance.now() - started);
    maxRequests = Math.max(maxRequests, dynamoRequestsSent() - before);
  }
  return { latenciesMs, maxRequests };
}

/**
 * The rows of one measured call: p50, p95 against its budget, and the DynamoDB requests, against
 * their budget for an admin call, `maxRequests` when the call's own differs (the public wall has
 * none: it reads the counts and each tier).
 */
export function callRows(
  area: string,
  timing: CallTiming,
  admin = true,
  maxRequests = MAX_DYNAMO_REQUESTS,
): BenchRow[] {
  const p95 = percentile(timing.latenciesMs, 0.95);
  return [
    row(
      area,
      `latency p50 (${timing.latenciesMs.length} calls)`,
      `${percentile(timing.latenciesMs, 0.5).toFixed(0)} ms`,
    ),
    row(area, 'latency p95', `${p95.toFixed(0)} ms`, `≤ ${P95_BUDGET_MS} ms`, p95 <= P95_BUDGET_MS),
    admin
      ? row(
          area,
          'DynamoDB requests per call (most)',
          String(timing.maxRequests),
          `≤ ${maxRequests}`,
          timing.maxRequests <= maxRequests,
        )
      : row(area, 'DynamoDB requests per call (most)', String(timing.maxRequests)),
  ];
}
