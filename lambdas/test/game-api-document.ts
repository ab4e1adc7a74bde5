/**
 * Checks the game API's answers against its OpenAPI document (shared/api/game-openapi.ts): a test of any
 * game handler calls `expectGameResponseValid(key, result.status, result.body)` on what the handler answered.
 */
import { buildGameOpenApi, type OpenApiDocument, type Operation } from '@shared/api/game-openapi';
import type { RouteKey } from '@shared/api/routes';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';

const DOCUMENT_ID = 'game-openapi.json';
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The built document, the one the route serves. */
export const gameApiDocument: OpenApiDocument = buildGameOpenApi();

/**
 * A strict JSON Schema 2020-12 validator holding the document, so its `#/components/...` references
 * resolve; the document's top-level fields are declared as keywords without meaning.
 */
function documentValidator(document: OpenApiDocument): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    formats: { 'date-time': (value: string) => ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)) },
  });
  ajv.addVocabulary(Object.keys(document));
  ajv.addSchema(document, DOCUMENT_ID);
  return ajv;
}

const ajv = documentValidator(gameApiDocument);
const compiled = new Map<string, ValidateFunction>();

/** The JSON pointer of a place in the document, e.g. ["paths", "/game/v1/changes", "get"]. */
function documentPointer(segments: readonly string[]): string {
  return segments.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** A validator of the schema at a place in the document (its references resolved in the document). */
export function schemaValidatorAt(segments: readonly string[]): ValidateFunction {
  const pointer = documentPointer(segments);
  let validate = compiled.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
    compiled.set(pointer, validate);
  }
  return validate;
}

/** The route's operation in the document, e.g. for "GET /game/v1/changes". */
export function gameOperation(key: RouteKey): { path: string; method: string; operation: Operation } {
  const [method = '', path = ''] = key.split(' ');
  const operation = gameApiDocument.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${key} is not in the game API's OpenAPI document`);
  return { path, method: method.toLowerCase(), operation };
}

/** A response of the document, following a `#/components/responses/...` reference. */
function responseAt(path: string, method: string, status: number): { segments: string[]; hasContent: boolean } {
  const { operation } = gameOperation(`${method.toUpperCase()} ${path}` as RouteKey);
  const response = operation.responses[String(status)];
  if (!response) throw new Error(`The document lists no ${status} for ${method.toUpperCase()} ${path}`);
  if ('$ref' in response) {
    const name = response.$ref.replace('#/components/responses/', '');
    const shared = gameApiDocument.components.responses[name];
    if (!shared) throw new Error(`No response ${response.$ref} in the document`);
    return { segments: ['components', 'responses', name], hasContent: shared.content !== undefined };
  }
  return { segments: ['paths', path, method, 'responses', String(status)], hasContent: response.content !== undefined };
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`).join('; ');
}

/**
 * Throws unless the document lists `status` for the route and `body` matches its JSON schema
 * (a response without content, such as a 304, must have an empty body).
 */
export function expectGameResponseValid(key: RouteKey, status: number, body: unknown): void {
  const { path, method } = gameOperation(key);
  const { segments, hasContent } = responseAt(path, method, status);
  if (!hasContent) {
    if (body !== '' && body !== undefined) throw new Error(`${key} ${status} has no body in the document`);
    return;
  }
  const validate = schemaValidatorAt([...segments, 'content', 'application/json', 'schema']);
  if (!validate(body)) {
    throw new Error(`${key} ${status} does not match the document: ${describeErrors(validate.errors)}`);
  }
}
