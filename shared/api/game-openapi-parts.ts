/**
 * The pieces the game API's OpenAPI document (game-openapi.ts) is built from: its types, schema
 * references, and the media types, parameters and refusals its operations share.
 */
import * as z from 'zod/mini';
import { EXAMPLES } from './game-openapi-examples';

export type JsonSchema = Record<string, unknown>;

export interface MediaType {
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
  /** Where this operation is served when not under the document's server (the metadata, at the site's root). */
  servers?: Array<{ url: string; description: string }>;
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
    securitySchemes: Record<
      string,
      { type: 'http'; scheme: 'bearer' | 'basic'; bearerFormat?: string; description: string }
    >;
  };
};

export const SCHEMAS = '#/components/schemas/';
export const ref = (name: string) => ({ $ref: `${SCHEMAS}${name}` });

/** A schema as it stands in the document: no `$schema`/`$id` of its own (OpenAPI 3.1's dialect is 2020-12). */
export function bare({ $schema: _dialect, $id: _id, ...schema }: JsonSchema): JsonSchema {
  return schema;
}

export const requestSchema = (schema: z.ZodMiniType) => bare(z.toJSONSchema(schema, { io: 'input' }) as JsonSchema);
export const outputSchema = (schema: z.ZodMiniType) => bare(z.toJSONSchema(schema, { io: 'output' }) as JsonSchema);

export const json = (schema: JsonSchema, example?: unknown): Record<string, MediaType> => ({
  'application/json': example === undefined ? { schema } : { schema, example },
});

export const ERROR = ref('ErrorBody');
export const COMMON_ERRORS = {
  '401': { $ref: '#/components/responses/InvalidKey' },
  '429': { $ref: '#/components/responses/RateLimited' },
};
export const BODY_ERRORS = {
  ...COMMON_ERRORS,
  '400': {
    description: 'The body is not valid: the message names the first field at fault.',
    content: json(ERROR, EXAMPLES.invalidBody),
  },
  '415': { $ref: '#/components/responses/UnsupportedMediaType' },
};
export const ETAG = {
  description: "The entitlements' version: send it back as If-None-Match.",
  schema: { type: 'string' },
};

export const pathParam = (name: 'platform' | 'playerId', description: string, schema: JsonSchema) =>
  ({ name, in: 'path', required: true, description, schema }) as const;

export const form = (schema: JsonSchema, example: unknown): Record<string, MediaType> => ({
  'application/x-www-form-urlencoded': { schema, example },
});

export const OAUTH_ERROR = ref('OAuthErrorBody');
/** The OAuth endpoints' refusals (RFC 6749 section 5.2): 400 with a code, 401 for the client's credentials. */
export const OAUTH_ERRORS = {
  '401': {
    description:
      "invalid_client: the credentials are missing, wrong or revoked, or client_id is not the key's own. Comes with WWW-Authenticate: Basic.",
    headers: { 'WWW-Authenticate': { description: 'Basic realm="D1 Gang game API"', schema: { type: 'string' } } },
    content: json(OAUTH_ERROR, EXAMPLES.invalidClient),
  },
  '429': { $ref: '#/components/responses/RateLimited' },
};
