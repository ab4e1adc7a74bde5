import { routePath } from '@shared/api/contract';
import { ENV } from '@shared/contract/lambda-env';
import { DEVICE_CODE_GRANT_TYPE, PLAYER_SCOPE } from '@shared/schemas/game';
import { requireEnv } from '../../lib/env';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** Where the site serves the API: the endpoints' addresses are the site's, as CloudFront serves them. */
const API_PATH = '/api';

// Changes only with a deployment, like the OpenAPI document.
const METADATA_CACHE_CONTROL = 'public, max-age=300';

/**
 * GET /.well-known/oauth-authorization-server: RFC 8414's metadata of the device flow, so an OAuth
 * library finds the endpoints from the issuer alone. The issuer is the site's address (the path the
 * metadata is served at is the site root's well-known one).
 */
export const getAuthorizationServerMetadata = defineRoute(
  'GET /.well-known/oauth-authorization-server',
  {},
  async () => {
    const issuer = requireEnv(ENV.siteUrl).replace(/\/+$/, '');
    const api = `${issuer}${API_PATH}`;
    return json(
      200,
      {
        issuer,
        device_authorization_endpoint: `${api}${routePath('POST /game/v1/link-requests')}`,
        token_endpoint: `${api}${routePath('POST /game/v1/link-requests/token')}`,
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        grant_types_supported: [DEVICE_CODE_GRANT_TYPE],
        // No authorization endpoint: the device flow alone (RFC 8414 §2 still asks for the list).
        response_types_supported: [],
        scopes_supported: [PLAYER_SCOPE],
        service_documentation: `${api}${routePath('GET /game/v1/openapi.json')}`,
      },
      { 'cache-control': METADATA_CACHE_CONTROL },
    );
  },
);
