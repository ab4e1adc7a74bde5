/**
 * The local API under load: autocannon, 20 connections for 30 s each on GET /me (signed in) and
 * POST /contact from one client (which the contact limit answers with 429 after 5 messages),
 * against the local stack with a fresh data folder, each after 15 s of the same load to warm it up.
 *
 * autocannon runs in a process of its own, as a client would: in the API's process it took a share of
 * the one event loop the API serves from. The CPU each request costs the API's process and DynamoDB
 * Local is measured too: on a machine of few cores it, not a wait, bounds the latency a closed loop of
 * 20 connections can see (each connection sends its next request when the last is answered).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import type autocannon from 'autocannon';
import { fromRoot } from '../infra/local/paths';
import { type BenchRow, row } from './report';
import { withSignedInStack } from './signed-in-stack';

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
/**
 * Load before the measured run, unmeasured but for its p99: both processes start cold (V8 and DynamoDB
 * Local's JVM compile the request path under the load itself), and a long-running API is measured warm.
 */
const WARM_UP_S = Number(process.env.BENCH_WARM_UP_SECONDS ?? 15);
const AUTOCANNON = fromRoot('node_modules/autocannon/autocannon.js');
/** Linux's clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS_PER_S = 100;

/** Statuses that are the API doing its job under load, not errors: 429 is the contact limit refusing a flood. */
type Expected = { refused?: number };

interface Target {
  url: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

async function autocannonRun(target: Target, seconds: number): Promise<autocannon.Result> {
  const args = [AUTOCANNON, '-j', '-c', String(CONNECTIONS), '-d', String(seconds), '-m', target.method ?? 'GET'];
  for (const [name, value] of Object.entries(target.headers)) args.push('-H', `${name}=${value}`);
  if (target.body !== undefined) args.push('-b', target.body);
  args.push(target.url);
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as autocannon.Result;
}

/** A process's CPU time so far in ms, from /proc (Linux); undefined where there is none. */
function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields 14 and 15 (utime, stime), counted after the command name: in parentheses, it may hold spaces and ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return undefined;
  }
}

const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function load(title: string, target: Target, dynamodbPid: number | undefined, expected: Expected = {}) {
  const warmUp = await autocannonRun(target, WARM_UP_S);
  const before = { api: ownCpuMs(), dynamodb: processCpuMs(dynamodbPid) };
  const result = await autocannonRun(target, DURATION_S);
  const after = { api: ownCpuMs(), dynamodb: processCpuMs(dynamodbPid) };
  // The warm-up's answers count too: its errors are errors, and the contact limit's 5 go to it.
  const count = (status: number) =>
    [warmUp, result].reduce((sum, run) => sum + (run.statusCodeStats?.[String(status) as '200']?.count ?? 0), 0);
  const refused = expected.refused === undefined ? 0 : count(expected.refused);
  const errors = [warmUp, result].reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0) - refused;
  const area = `API ${title}`;
  const requests = Math.max(result.requests.total, 1);
  const apiMs = (after.api - before.api) / requests;
  const dynamodbMs =
    before.dynamodb === undefined || after.dynamodb === undefined
      ? undefined
      : (after.dynamodb - before.dynamodb) / requests;
  const cpuMs = apiMs + (dynamodbMs ?? 0);
  // Little's law for a closed loop: mean latency = connections ÷ throughput. The API serves every request
  // on one event loop, so its own CPU bounds throughput, and the cores bound the two processes together.
  const floorMs = CONNECTIONS * Math.max(apiMs, cpuMs / availableParallelism());
  return [
    row(area, `requests/s (${CONNECTIONS} connections, ${DURATION_S} s)`, result.requests.average.toFixed(0)),
    row(area, 'latency p50', `${result.latency.p50} ms`),
    row(area, 'latency p99', `${result.latency.p99} ms`, '≤ 50 ms', result.latency.p99 <= 50),
    row(area, `latency p99 while warming up (the ${WARM_UP_S} s before)`, `${warmUp.latency.p99} ms`),
    row(
      area,
      'CPU per request: API process · DynamoDB Local',
      `${apiMs.toFixed(2)} ms · ${dynamodbMs === undefined ? 'n/a' : `${dynamodbMs.toFixed(2)} ms`}`,
    ),
    row(
      area,
      `mean latency these CPU costs allow (the API's one event loop, ${availableParallelism()} cores) at ${CONNECTIONS} connections`,
      `≥ ${floorMs.toFixed(0)} ms`,
    ),
    ...(expected.refused === undefined
      ? []
      : [row(area, `answered 2xx / refused ${expected.refused}`, `${warmUp['2xx'] + result['2xx']} / ${refused}`)]),
    row(area, 'errors (other non-2xx, timeouts)', String(errors), '0', errors === 0),
  ];
}

export function benchApiLoad(): Promise<BenchRow[]> {
  return withSignedInStack(async ({ stack, token, dynamodbPid }) => [
    ...(await load(
      'GET /me',
      { url: `${stack.apiUrl}/me`, headers: { authorization: `Bearer ${token}` } },
      dynamodbPid,
    )),
    // One client flooding the contact form: the first 5 in 10 minutes are stored, the rest refused (429).
    ...(await load(
      'POST /contact (one client)',
      {
        url: `${stack.apiUrl}/contact`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Load Test', email: 'load@example.com', message: 'Checking the queue.' }),
      },
      dynamodbPid,
      { refused: 429 },
    )),
  ]);
}
