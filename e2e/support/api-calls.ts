/**
 * Counts the requests a page makes to the store's API on the site's origin (`/api/…`): what the site's
 * per-IP firewall rule counts (infra/lib/site-firewall.ts). Calls to Cognito go elsewhere and are
 * counted by the user pool's own web ACL; the tier cards' currency estimate, asked by every page that
 * shows prices, has a rule of its own and is not counted here.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

export interface ApiCallCount {
  /** The calls so far, as `METHOD /api/path` without the query. */
  calls(): string[];
  /** Fails when the page asked more than the capacity model allows (infra/config/capacity.ts). */
  assertAtMost(budget: number, what: string): void;
}

export function countApiCalls(page: Page, siteUrl: string): ApiCallCount {
  const prefix = `${new URL(siteUrl).origin}/api/`;
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(prefix) && !url.startsWith(`${prefix}currency-estimate`)) {
      seen.push(`${request.method()} ${new URL(url).pathname}`);
    }
  });
  return {
    calls: () => [...seen],
    assertAtMost(budget, what) {
      assert.ok(
        seen.length <= budget,
        `${what} made ${seen.length} API calls, over the ${budget} docs/capacity.md counts on: ${seen.join(', ')}`,
      );
    },
  };
}

/** The Cognito operations a page calls (`SignUp`, `InitiateAuth`, …), by their `X-Amz-Target`, in order. */
export function countCognitoCalls(page: Page, cognitoEndpoint: string): ApiCallCount {
  const origin = new URL(cognitoEndpoint).origin;
  const seen: string[] = [];
  page.on('request', (request) => {
    const target = request.headers()['x-amz-target'];
    if (request.url().startsWith(origin) && target) seen.push(target.split('.').pop() ?? target);
  });
  return {
    calls: () => [...seen],
    assertAtMost(budget, what) {
      assert.ok(seen.length <= budget, `${what} made ${seen.length} calls, over ${budget}: ${seen.join(', ')}`);
    },
  };
}
