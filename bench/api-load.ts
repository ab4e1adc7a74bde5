/**
 * The local API under load: autocannon, 20 connections for 30 s each on GET /me (signed in) and
 * POST /contact, against the local stack with a fresh data folder.
 */
import autocannon from 'autocannon';
import { type BenchRow, row } from './report';
import { withSignedInStack } from './signed-in-stack';

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 30);

async function load(title: string, options: autocannon.Options): Promise<BenchRow[]> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  const area = `API ${title}`;
  return [
    row(area, `requests/s (${CONNECTIONS} connections, ${DURATION_S} s)`, result.requests.average.toFixed(0)),
    row(area, 'latency p50', `${result.latency.p50} ms`),
    row(area, 'latency p99', `${result.latency.p99} ms`, '≤ 50 ms', result.latency.p99 <= 50),
    row(area, 'errors (incl. non-2xx, timeouts)', String(errors), '0', errors === 0),
  ];
}

export function benchApiLoad(): Promise<BenchRow[]> {
  return withSignedInStack(async ({ stack, token }) => [
    ...(await load('GET /me', { url: `${stack.apiUrl}/me`, headers: { authorization: `Bearer ${token}` } })),
    ...(await load('POST /contact', {
      url: `${stack.apiUrl}/contact`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Load Test', email: 'load@example.com', message: 'Checking the queue.' }),
    })),
  ]);
}
