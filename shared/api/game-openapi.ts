/**
 * The game servers' API as an OpenAPI 3.1 document, built from the schemas the Lambda validates with
 * (shared/schemas/game.ts) and answers by (shared/schemas/game-responses.ts). Served at
 * GET /game/v1/openapi.json; docs/game-integration.md explains the flow around it.
 */
import * as z from 'zod/mini';
import {
  changesQuerySchema,
  deliveriesSchema,
  GAME_LIMITS,
  linkRequestSchema,
  linkTokenSchema,
  playerPathSchema,
} from '../schemas/game';
import { gameApiRegistry } from '../schemas/game-responses';
import { EXAMPLES } from './game-openapi-examples';

type JsonSchema = Record<string, unknown>;

interface MediaType {
  schema: JsonSchema;
  example?: unknown;
  examples?: Record<string, { summary?: string; value: unknown }>;
}

interface ResponseObject {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{
    name: string;
    in: 'path' | 'query' | 'header';
    required: boolean;
    description: string;
    schema: JsonSchema;
  }>;
  requestBody?: { required: true; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject | { $ref: string }>;
}

/** The parts of an OpenAPI 3.1 document this API uses (a type, so it is the route contract's JSON object). */
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string; description: string }>;
  security: Array<Record<string, string[]>>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; bearerFormat: string; description: string }>;
  };
};

const SCHEMAS = '#/components/schemas/';
const ref = (name: string) => ({ $ref: `${SCHEMAS}${name}` });

/** A schema as it stands in the document: no `$schema`/`$id` of its own (OpenAPI 3.1's dialect is 2020-12). */
function bare({ $schema: _dialect, $id: _id, ...schema }: JsonSchema): JsonSchema {
  return schema;
}

const requestSchema = (schema: z.ZodMiniType) => bare(z.toJSONSchema(schema, { io: 'input' }) as JsonSchema);
const outputSchema = (schema: z.ZodMiniType) => bare(z.toJSONSchema(schema, { io: 'output' }) as JsonSchema);

function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(gameApiRegistry, {
    metadata: gameApiRegistry,
    uri: (id) => `${SCHEMAS}${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  return {
    ...Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, bare(schema)])),
    LinkRequestBody: requestSchema(linkRequestSchema),
    LinkTokenBody: requestSchema(linkTokenSchema),
    DeliveriesBody: requestSchema(deliveriesSchema),
  };
}

const json = (schema: JsonSchema, example?: unknown): Record<string, MediaType> => ({
  'application/json': example === undefined ? { schema } : { schema, example },
});

const ERROR = ref('ErrorBody');
const COMMON_ERRORS = {
  '401': { $ref: '#/components/responses/InvalidKey' },
  '429': { $ref: '#/components/responses/RateLimited' },
};
const BODY_ERRORS = {
  ...COMMON_ERRORS,
  '400': {
    description: 'The body is not valid: the message names the first field at fault.',
    content: json(ERROR, EXAMPLES.invalidBody),
  },
  '415': { $ref: '#/components/responses/UnsupportedMediaType' },
};
const ETAG = {
  description: "The entitlements' version: send it back as If-None-Match.",
  schema: { type: 'string' },
};

const pathParam = (name: 'platform' | 'playerId', description: string, schema: JsonSchema) =>
  ({ name, in: 'path', required: true, description, schema }) as const;

/** The device flow: a code for a player, and the game server's polls. */
function linkingPaths(): OpenApiDocument['paths'] {
  return {
    '/game/v1/link-requests': {
      post: {
        operationId: 'createLinkRequest',
        summary: 'Ask for a code to link a player',
        description:
          "RFC 8628's device authorization request. Show the player userCode and verificationUri (or a QR code of verificationUriComplete), then poll POST /game/v1/link-requests/token with deviceCode every interval seconds until expiresIn runs out.",
        tags: ['Linking'],
        requestBody: { required: true, content: json(ref('LinkRequestBody'), EXAMPLES.linkRequestBody) },
        responses: {
          '200': { description: 'The codes.', content: json(ref('LinkRequestResponse'), EXAMPLES.linkRequest) },
          ...BODY_ERRORS,
        },
      },
    },
    '/game/v1/link-requests/token': {
      post: {
        operationId: 'pollLinkRequest',
        summary: 'Poll a link request',
        description:
          "RFC 8628's token request: 200 once the player linked the game account, with its entitlements; until then 400 with the request's state in `error`.",
        tags: ['Linking'],
        requestBody: { required: true, content: json(ref('LinkTokenBody'), EXAMPLES.linkTokenBody) },
        responses: {
          '200': { description: 'Linked.', content: json(ref('LinkTokenResponse'), EXAMPLES.linked) },
          '400': {
            description:
              'Not linked (yet): `error` says why (RFC 8628 section 3.5). A body without a deviceCode gets a message alone.',
            content: {
              'application/json': {
                schema: { anyOf: [ref('LinkTokenErrorBody'), ERROR] },
                examples: {
                  authorization_pending: { summary: 'Poll again after interval', value: EXAMPLES.pending },
                  slow_down: { summary: 'Add 5 seconds to interval', value: EXAMPLES.slowDown },
                  access_denied: { summary: 'The player cancelled', value: EXAMPLES.denied },
                  expired_token: { summary: 'Ask for a new code', value: EXAMPLES.expired },
                },
              },
            },
          },
          ...COMMON_ERRORS,
          '415': { $ref: '#/components/responses/UnsupportedMediaType' },
        },
      },
    },
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
        "For the game's servers: link a player's game account to their D1 Gang account (RFC 8628's device flow), read what each linked account is entitled to, follow the change feed and confirm what was applied. Every route but this document takes a game server key.",
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
          description: 'The key is missing, wrong or revoked.',
          content: json(ERROR, EXAMPLES.invalidKey),
        },
        RateLimited: {
          description: 'The key made more than 600 requests in a minute: wait, then retry.',
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
      },
    },
  };
}
