/**
 * Every `/v1` request is checked against the schema generated from the `stripe` SDK's types
 * (generated/stripe-schemas.json) and refused as Stripe refuses it: unknown parameters, values of
 * the wrong type or outside an enum, strings too long or empty, missing required parameters,
 * currencies Stripe does not charge in and URLs that are none.
 */
import { readFileSync } from 'node:fs';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { fromRoot } from '../paths';
import type { Params } from './session-params';
import type { StripeRequests, StripeResponses } from './stripe-api-types';
import { isStripeCurrency, unknownCurrency } from './stripe-currencies';
import { StripeApiError, stringTooLong } from './stripe-errors';
import { checkMetadata, invalidUrl, isWebUrl } from './stripe-rules';

type Schema = Record<string, unknown>;

interface StripeSchemas {
  requests: Record<keyof StripeRequests, Schema>;
  responses: Record<keyof StripeResponses, Schema>;
  definitions: Record<string, Schema>;
}

const schemas = JSON.parse(
  readFileSync(fromRoot('infra/local/stripe/generated/stripe-schemas.json'), 'utf8'),
) as StripeSchemas;

// Form parameters arrive as strings (qs): `coerceTypes` reads "10" as 10 and "true" as true, as Stripe does.
// Without ajv's optimizing pass over the code it generates, compiling a validator costs about half the CPU
// (every test file that starts the stand-in compiles its own, the checkout session's alone ~0.7 s) and checks
// the same; the stand-in's few requests never make the slower checks count.
const ajv = new Ajv({ coerceTypes: true, strict: false, code: { optimize: false } });
// The formats the generator gives a currency and a `…url` parameter (scripts/stripe-schema-generation.ts).
ajv.addFormat('currency', isStripeCurrency);
ajv.addFormat('url', isWebUrl);
const compiled = new Map<string, ValidateFunction>();

function validatorOf(schema: Schema): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile({ ...schema, definitions: schemas.definitions });
    compiled.set(key, validate);
  }
  return validate;
}

/** The route a request is for, as StripeRequests names it, or undefined for a path the stand-in does not serve. */
export function routeOf(method: string, path: string[]): keyof StripeRequests | undefined {
  const templated = path.map((segment, index) => (isObjectId(path, index) ? '{id}' : segment));
  const route = `${method} /v1/${templated.join('/')}`;
  return route in schemas.requests ? (route as keyof StripeRequests) : undefined;
}

/** The id segments: the one after a collection (`sessions/{id}`, `refunds/{id}`, …). */
function isObjectId(path: string[], index: number): boolean {
  const before = path[index - 1];
  return ['sessions', 'refunds', 'disputes', 'charges', 'promotion_codes', 'invoices'].includes(before ?? '');
}

/** The request's parameters with numbers and booleans read from their strings; Stripe's 400 when refused. */
export function checkedParams(route: keyof StripeRequests, params: Params): Params {
  const checked = structuredClone(params);
  const validate = validatorOf(schemas.requests[route]);
  if (!validate(checked)) throw refusal(validate.errors ?? [], params);
  checkMetadata(checked.metadata);
  return checked;
}

/** The errors of an answer against the fields the store reads (none when it matches). */
export function responseErrors(kind: keyof StripeResponses, body: unknown): string[] {
  const validate = validatorOf(schemas.responses[kind]);
  if (validate(structuredClone(body))) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

/**
 * The first of the deepest errors that say what is wrong with a value (an anyOf's own error only sums
 * up its branches'): an Emptyable object's message over its length fails the null and '' branches at
 * the object, and the length at the message, which is what Stripe names.
 */
function refusal(errors: ErrorObject[], params: Params): StripeApiError {
  const error = deepestFirst(errors.filter((candidate) => candidate.keyword !== 'anyOf')) ?? errors[0];
  if (!error) return new StripeApiError(400, 'Invalid request.');
  const path = pathOf(error.instancePath);
  const value = valueAt(params, path);
  switch (error.keyword) {
    case 'additionalProperties': {
      const param = bracketed([...path, String(error.params.additionalProperty)]);
      return new StripeApiError(400, `Received unknown parameter: ${param}`, { code: 'parameter_unknown', param });
    }
    case 'required': {
      const param = bracketed([...path, String(error.params.missingProperty)]);
      return new StripeApiError(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });
    }
    case 'maxLength':
      return stringTooLong(bracketed(path), String(value), Number(error.params.limit));
    case 'format':
      return badFormat(error, path, value);
    case 'minLength':
      return invalidEmpty(bracketed(path));
    case 'enum':
    case 'const':
      return notOneOf(path, allowedValues(errors, error));
    case 'type':
      return value === '' ? invalidEmpty(bracketed(path)) : invalidType(bracketed(path), value, error);
    default:
      return new StripeApiError(400, `Invalid ${bracketed(path)}: ${error.message}`, { param: bracketed(path) });
  }
}

function deepestFirst(errors: ErrorObject[]): ErrorObject | undefined {
  const depth = (error: ErrorObject) => pathOf(error.instancePath).length;
  return errors.reduce<ErrorObject | undefined>(
    (deepest, error) => (!deepest || depth(error) > depth(deepest) ? error : deepest),
    undefined,
  );
}

/** A currency Stripe does not charge in (as a value, or as a key of `currency_options`), or a URL that is none. */
function badFormat(error: ErrorObject, path: string[], value: unknown): StripeApiError {
  const key = error.propertyName;
  const param = bracketed(key === undefined ? path : [...path, key]);
  if (error.params.format === 'url') return invalidUrl(param);
  return unknownCurrency(param, key ?? String(value));
}

/** Stripe's message for an empty string where it cannot unset: https://docs.stripe.com/error-codes#parameter-invalid-empty */
function invalidEmpty(param: string): StripeApiError {
  return new StripeApiError(
    400,
    `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
    { code: 'parameter_invalid_empty', param },
  );
}

function invalidType(param: string, value: unknown, error: ErrorObject): StripeApiError {
  const expected = String(error.params.type).split(',')[0];
  if (expected === 'integer' || expected === 'number') {
    return new StripeApiError(400, `Invalid integer: ${String(value)}`, { code: 'parameter_invalid_integer', param });
  }
  if (expected === 'boolean') {
    return new StripeApiError(400, `Invalid boolean: ${String(value)}`, { code: 'parameter_invalid_boolean', param });
  }
  const shape = expected === 'object' ? 'hash' : expected;
  return new StripeApiError(400, `Invalid ${shape}`, { param });
}

/** 'Invalid mode: must be one of payment, setup or subscription', as Stripe words an enum's refusal. */
function notOneOf(path: string[], allowed: string[]): StripeApiError {
  const param = bracketed(path);
  const listed = allowed.length > 1 ? `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}` : allowed.join('');
  return new StripeApiError(400, `Invalid ${path.at(-1)}: must be one of ${listed}`, { param });
}

/** An enum closed from `'a' | 'b'` fails as one error, a single value as a const; an Emptyable one as both. */
function allowedValues(errors: ErrorObject[], first: ErrorObject): string[] {
  return errors
    .filter((error) => error.instancePath === first.instancePath)
    .flatMap((error) => {
      if (error.keyword === 'enum') return (error.params.allowedValues as unknown[]).map(String);
      return error.keyword === 'const' && error.params.allowedValue !== '' ? [String(error.params.allowedValue)] : [];
    });
}

function pathOf(instancePath: string): string[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** Stripe's way of naming a nested parameter: `line_items[0][price_data][unit_amount]`. */
function bracketed(path: string[]): string {
  const [first = '', ...rest] = path;
  return `${first}${rest.map((segment) => `[${segment}]`).join('')}`;
}

function valueAt(params: Params, path: string[]): unknown {
  let value: unknown = params;
  for (const segment of path) value = value && typeof value === 'object' ? (value as Params)[segment] : undefined;
  return value;
}
