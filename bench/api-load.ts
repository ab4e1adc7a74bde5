/**
 * The local API under load: autocannon, 20 connections for 30 s each on GET /me (signed in) and
 * POST /contact from one client (which the contact limit answers with 429 after 5 messages),
 * against the local stack with a fresh data folder.
 */
import autocannon from 'autocannon';
import { type BenchRow, row } from './report';
import { withSignedInStack } from './signed-in-stack';

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 30);

/** Statuses that are the API doing its job under load, not errors: 429 is the contact limit refusing a flood. */
type Expected = { refused?: number };

async function load(title: string, options: autocannon.Options, expected: Expected = {}): Promise<BenchRow[]> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const count = (status: number) => result.statusCodeStats?.[String(status) as '200']?.count ?? 0;
  const refused = expected.refused === undefined ? 0 : count(expected.refused);
  const errors = result.errors + result.timeouts + result.non2xx - refused;
  const area = `API ${title}`;
  return [
    row(area, `requests/s (${CONNECTIONS} connections, ${DURATION_S} s)`, result.requests.average.toFixed(0)),
    row(area, 'latency p50', `${result.latency.p50} ms`),
    row(area, 'latency p99', `${result.latency.p99} ms`, '≤ 50 ms', result.latency.p99 <= 50),
    ...(expected.refused === undefined
      ? []
      : [row(area, `answered 2xx / refused ${expected.refused}`, `${result['2xx']} / ${refused}`)]),
    row(area, 'errors (other non-2xx, timeouts)', String(errors), '0', errors === 0),
  ];
}

export function benchApiLoad(): Promise<BenchRow[]> {
  return withSignedInStack(async ({ stack, token }) => [
    ...(await load('GET /me', { url: `${stack.apiUrl}/me`, headers: { authorization: `Bearer ${token}` } })),
    // One client flooding the contact form: the first 5 in 10 minutes are stored, the rest refused (429).
    ...(await load(
      'POST /contact (one client)',
      {
        url: `${stack.apiUrl}/contact`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Load Test', email: 'load@example.com', message: 'Checking the queue.' }),
      },
      { refused: 429 },
    )),
  ]);
}
