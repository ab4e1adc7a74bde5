import { ENV } from '@shared/contract/lambda-env';
import { requireEnv } from '../../lib/env';
import { areaHandler } from '../../lib/http';
import { getAuthorizationServerMetadata } from './get-authorization-server-metadata';
import { getEntitlements } from './get-entitlements';
import { getOpenApi } from './get-openapi';
import { listChanges } from './list-changes';
import { pollLinkToken } from './poll-link-token';
import { postDeliveries } from './post-deliveries';
import { postLinkRequest } from './post-link-request';

// The link requests name the site's /link page, and the metadata the site as issuer: without the
// site's address this Lambda must not start.
requireEnv(ENV.siteUrl);

/**
 * The game servers' API (docs/game-integration.md): account linking (OAuth device flow, with its
 * metadata), entitlements, the change feed and deliveries.
 */
export const handler = areaHandler('game', [
  postLinkRequest,
  pollLinkToken,
  getEntitlements,
  listChanges,
  postDeliveries,
  getOpenApi,
  getAuthorizationServerMetadata,
]);
