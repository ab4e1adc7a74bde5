import { ENV } from '@shared/contract/lambda-env';
import { requireEnv } from '../../lib/env';
import { areaHandler } from '../../lib/http';
import { getEntitlements } from './get-entitlements';
import { getOpenApi } from './get-openapi';
import { listChanges } from './list-changes';
import { pollLinkToken } from './poll-link-token';
import { postDeliveries } from './post-deliveries';
import { postLinkRequest } from './post-link-request';

// The link requests name the site's /link page: without the site's address this Lambda must not start.
requireEnv(ENV.siteUrl);

/** The game servers' API (docs/game-integration.md): account linking, entitlements, the change feed and deliveries. */
export const handler = areaHandler('game', [
  postLinkRequest,
  pollLinkToken,
  getEntitlements,
  listChanges,
  postDeliveries,
  getOpenApi,
]);
