/**
 * The game servers' API as an OpenAPI 3.1 document, built from the schemas the Lambda validates with
 * (shared/schemas/game.ts) and answers by (shared/schemas/game-responses.ts). Served at
 * GET /game/v1/openapi.json; docs/game-integration.md explains the flow around it.
 */
import * as z from 'zod/mini';
import {
  changesQuerySchema,
  deliveriesSchema,
  deviceAuthorizationSchema,
  deviceTokenSchema,
  GAME_LIMITS,
  playerPathSchema,
} from '../schemas/game';
import { gameApiRegistry } from '../schemas/game-responses';
import { EXAMPLES } from './game-openapi-examples';
import { linkingPaths } from './game-openapi-linking';
import {
  BODY_ERRORS,
  bare,
  COMMON_ERRORS,
  ERROR,
  ETAG,
  type JsonSchema,
  json,
  type OpenApiDocument,
  outputSchema,
  pathParam,
  ref,
  requestSchema,
  SCHEMAS,
} from './game-openapi-parts';

export type { OpenApiDocument, Operation } from './game-openapi-parts';

function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(gameApiRegistry, {
    metadata: gameApiRegistry,
    uri: (id) => `${SCHEMAS}${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  return {
    ...Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, bare(schema)])),
    DeviceAuthorizationForm: requestSchema(deviceAuthorizationSchema),
    DeviceTokenForm: requestSchema(deviceTokenSchema),
    DeliveriesBody: requestSchema(deliveriesSchema),
  };
}

/** What a linked game account is entitled to. */
function entitlementPaths(): OpenApiDocument['paths'] {
  return {
    '/game/v1/players/{platform}/{playerId}/entitlements': {
      get: {
        operationId: 'getEntitlements',
        summary: "A linked player's entitlements",
        description:
          'What the game account is entitled to now. Keep the ETag and send it as If-None-Match: 304 while nothing changed.',
        tags: ['Entitlements'],
        security: [{ gameServerKey: [] }, { playerToken: [] }],
        parameters: [
          pathParam('platform', 'The platform the game account is on.', ref('GamePlatform')),
          pathParam('playerId', "The player's id on the platform.", requestSchema(playerPathSchema.def.shape.playerId)),
          {
            name: 'If-None-Match',
            in: 'header',
            required: false,
            description: 'The ETag of the last answer.',
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': {
            description: 'The entitlements.',
            headers: { ETag: ETAG },
            content: json(ref('Entitlements'), EXAMPLES.entitlements),
          },
          '304': { description: 'Unchanged since the ETag sent as If-None-Match.', headers: { ETag: ETAG } },
          '400': { description: 'The platform or player id is not valid.', content: json(ERROR, EXAMPLES.invalidBody) },
          '403': {
            description:
              'A player\'s access token used for another game account (WWW-Authenticate: Bearer error="insufficient_scope").',
            content: json(ERROR, EXAMPLES.otherPlayer),
          },
          '404': { description: 'The game account is not linked.', content: json(ERROR, EXAMPLES.notLinked) },
          ...COMMON_ERRORS,
        },
      },
    },
  };
}

/** The change feed and the delivery confirmations. */
function feedPaths(): OpenApiDocument['paths'] {
  return {
    '/game/v1/changes': {
      get: {
        operationId: 'listChanges',
        summary: 'Read the change feed',
        description:
          'Every change of a linked game account, oldest first, each exactly once across pages. Keep nextCursor: ask again with ?after=nextCursor at once while hasMore is true, then every few seconds.',
        tags: ['Changes'],
        parameters: [
          {
            name: 'after',
            in: 'query',
            required: false,
            description: "The last page's nextCursor; none: from the first change.",
            schema: outputSchema(changesQuerySchema.def.shape.after),
          },
          {
            name: 'limit',
            in: 'query',
            required: false,
            description: `At most this many changes (default ${GAME_LIMITS.changesPageMax}).`,
            schema: { ...outputSchema(changesQuerySchema.def.shape.limit), default: GAME_LIMITS.changesPageMax },
          },
        ],
        responses: {
          '200': { description: 'A page of changes.', content: json(ref('ChangesResponse'), EXAMPLES.changes) },
          '400': { description: 'The cursor or the limit is not valid.', content: json(ERROR, EXAMPLES.invalidCursor) },
          ...COMMON_ERRORS,
        },
      },
    },
    '/game/v1/deliveries': {
      post: {
        operationId: 'confirmDeliveries',
        summary: 'Confirm applied changes',
        description:
          "The changes the game server applied in the game: the supporter's dashboard then says when their rewards were delivered.",
        tags: ['Changes'],
        requestBody: { required: true, content: json(ref('DeliveriesBody'), EXAMPLES.deliveriesBody) },
        responses: {
          '200': { description: 'Confirmed.', content: json(ref('DeliveriesResponse'), EXAMPLES.deliveries) },
          ...BODY_ERRORS,
        },
      },
    },
  };
}

function documentPaths(): OpenApiDocument['paths'] {
  return {
    '/game/v1/openapi.json': {
      get: {
        operationId: 'getOpenApiDocument',
        summary: 'This document',
        description: 'The OpenAPI 3.1 document of the game API. Public.',
        tags: ['Document'],
        security: [],
        responses: { '200': { description: 'The document.', content: json({ type: 'object' }) } },
      },
    },
    '/.well-known/oauth-authorization-server': {
      get: {
        operationId: 'getAuthorizationServerMetadata',
        summary: "The device flow's metadata",
        description:
          "RFC 8414's authorization server metadata: the issuer is the site's address, and an OAuth library finds the device authorization and token endpoints here. Public.",
        tags: ['Document'],
        servers: [{ url: '/', description: "The site's root (not under /api)" }],
        security: [],
        responses: { '200': { description: 'The metadata.', content: json({ type: 'object' }) } },
      },
    },
  };
}

function paths(): OpenApiDocument['paths'] {
  return { ...linkingPaths(), ...entitlementPaths(), ...feedPaths(), ...documentPaths() };
}

/** The game API's OpenAPI 3.1 document. */
export function buildGameOpenApi(): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {
      title: 'D1 Gang game API',
      version: '1.0.0',
      description:
        "For the game's servers: link a player's game account to their D1 Gang account (OAuth 2.0's device flow, RFC 8628, with RFC 8414 metadata at /.well-known/oauth-authorization-server), read what each linked account is entitled to, follow the change feed and confirm what was applied. The device flow's endpoints take the game server key as OAuth client credentials (client_id: the key id, client_secret: the key); the other routes take it as a bearer token; a player's access token reads that player's entitlements.",
    },
    servers: [{ url: '/api', description: "The store's site (the API is under /api)" }],
    security: [{ gameServerKey: [] }],
    tags: [
      { name: 'Linking', description: "Linking a player's game account (device flow)." },
      { name: 'Entitlements', description: 'What a linked game account is entitled to.' },
      { name: 'Changes', description: 'The change feed and delivery confirmations.' },
      { name: 'Document', description: 'This document.' },
    ],
    paths: paths(),
    components: {
      schemas: componentSchemas(),
      responses: {
        InvalidKey: {
          description: 'The key (or access token) is missing, wrong, expired or revoked.',
          headers: {
            'WWW-Authenticate': {
              description:
                'Bearer realm="D1 Gang game API", with error="invalid_token" when a credential came (RFC 6750).',
              schema: { type: 'string' },
            },
          },
          content: json(ERROR, EXAMPLES.invalidKey),
        },
        RateLimited: {
          description: 'The key made 600 requests in the last 60 seconds: wait Retry-After seconds, then retry.',
          headers: {
            'Retry-After': {
              description: 'Whole seconds until the key is served again (RFC 9110 section 10.2.3).',
              schema: { type: 'integer', minimum: 1 },
            },
          },
          content: json(ERROR, EXAMPLES.rateLimited),
        },
        UnsupportedMediaType: {
          description: 'The body was not sent as application/json.',
          content: json(ERROR, EXAMPLES.unsupportedMediaType),
        },
      },
      securitySchemes: {
        gameServerKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'game server key',
          description: "A game server key (d1g_sk_…) from the admin's Game Keys page: Authorization: Bearer d1g_sk_…",
        },
        gameClient: {
          type: 'http',
          scheme: 'basic',
          description:
            'The game server key as OAuth client credentials (RFC 6749 section 2.3.1): client_id is the key id, client_secret the key, by HTTP Basic (each form-urlencoded) or as client_id and client_secret in the form body.',
        },
        playerToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'access token',
          description:
            "An access token (d1g_at_…) from the token endpoint: reads that player's entitlements for an hour, while the game account stays linked and the key that asked stays live.",
        },
      },
    },
  };
}
