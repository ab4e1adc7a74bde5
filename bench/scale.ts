/**
 * The admin panel at scale: the bench's local stack seeded with BENCH_SCALE_SUPPORTERS supporters
 * (100,000 unless set), then each admin call (and the wall's first page) measured one call at a time
 * as the signed-in admin, with the DynamoDB requests each sent, and the purchases export followed to
 * its last page.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AdminUsersResponse, OverviewResponse } from '@shared/api/types/admin';
import { accessTokenFor } from '../infra/local/cognito-setup';
import type { StackFile } from '../infra/local/stack-file';
import { TOTALS_SHARDS } from '../lambdas/src/data/totals-shards';
import { progressBar } from '../scripts/seed/progress';
import { callRows, timeCall } from './admin-call';
import { benchExport } from './export-at-scale';
import { type BenchRow, row } from './report';
import { withSignedInStack } from './signed-in-stack';

const SUPPORTERS = Number(process.env.BENCH_SCALE_SUPPORTERS ?? 100_000);
const CALLS = Number(process.env.BENCH_SCALE_CALLS ?? 50);
/** An email prefix the seed's addresses share with a few hundred others at 100,000 (docs/local-stack.md). */
const SEARCH_PREFIX = 'Jordan.Lee1';

async function seed(stack: StackFile): Promise<BenchRow[]> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: stack.dynamodb.endpoint, region: stack.dynamodb.region }),
  );
  const started = performance.now();
  // Loaded once the stack has given the Lambdas' environment: the data modules' client reads it at load.
  const { seedStore } = await import('../scripts/seed/seed-store');
  try {
    const counts = await seedStore({
      client,
      supporters: SUPPORTERS,
      seed: 1,
      now: new Date(),
      progress: progressBar(SUPPORTERS),
    });
    const seconds = (performance.now() - started) / 1000;
    return [
      row(
        'Scale seed',
        'supporters / purchases / contacts',
        `${counts.totals.userCount} / ${counts.totals.purchaseCount} / ${counts.totals.contactCount}`,
      ),
      row(
        'Scale seed',
        'items written, duration',
        `${counts.items} in ${seconds.toFixed(0)} s (${Math.round(counts.items / seconds)} items/s)`,
      ),
    ];
  } finally {
    client.destroy();
  }
}

async function getJson<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const OVERVIEW = 'GET /admin/overview';
/**
 * The overview's budget: the account standing, the newest purchases, and the totals with the days'
 * aggregates in one Query of each totals partition (lambdas/src/data/totals.ts), side by side.
 */
const OVERVIEW_REQUESTS = 2 + TOTALS_SHARDS + 1;

export function benchScale(): Promise<BenchRow[]> {
  return withSignedInStack(async ({ stack }) => {
    const rows = await seed(stack);
    const token = await accessTokenFor(stack.cognito, stack.users.admin);
    const api = stack.apiUrl;
    const overview = await getJson<OverviewResponse>(`${api}/admin/overview`, token);
    const users = await getJson<AdminUsersResponse>(`${api}/admin/users`, token);
    const someone = users.items[0]?.userId;
    if (!someone) throw new Error('The seeded store lists no users');
    const calls: [string, string, string | null][] = [
      [OVERVIEW, `${api}/admin/overview`, token],
      ['GET /admin/users (first page)', `${api}/admin/users`, token],
      [
        `GET /admin/users?q=${SEARCH_PREFIX} (prefix)`,
        `${api}/admin/users?q=${encodeURIComponent(SEARCH_PREFIX)}`,
        token,
      ],
      ['GET /admin/users/{userId}', `${api}/admin/users/${someone}`, token],
      ['GET /admin/purchases (first page)', `${api}/admin/purchases`, token],
      ['GET /admin/purchases?tierId=starter', `${api}/admin/purchases?tierId=starter`, token],
      ['GET /admin/contacts?status=new', `${api}/admin/contacts?status=new`, token],
      ['GET /wall (first page)', `${api}/wall`, null],
    ];
    for (const [title, url, callToken] of calls) {
      const timing = await timeCall(url, callToken, CALLS);
      rows.push(
        ...callRows(`Scale ${title}`, timing, callToken !== null, title === OVERVIEW ? OVERVIEW_REQUESTS : undefined),
      );
    }
    rows.push(...(await benchExport(api, token, overview.totalPurchases)));
    return rows;
  });
}
