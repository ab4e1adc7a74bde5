import { buildGameOpenApi } from '@shared/api/game-openapi';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

// The document changes only with a deployment: browsers and CloudFront may keep it five minutes.
const OPENAPI_CACHE_CONTROL = 'public, max-age=300';

const document = buildGameOpenApi();

/** The game API's OpenAPI 3.1 document (docs/game-integration.md): public, like any API's reference. */
export const getOpenApi = defineRoute('GET /game/v1/openapi.json', {}, async () =>
  json(200, document, { 'cache-control': OPENAPI_CACHE_CONTROL }),
);
