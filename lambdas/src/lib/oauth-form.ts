import { OAUTH_REQUEST_MESSAGES } from '@shared/game-messages';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { OAuthError } from './oauth-error';

/** A form-encoded body's parameters, by name (each sent once). */
export type FormParams = Record<string, string>;

const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/** The event's form, parsed once and kept on it: client authentication and the route both read it. */
const parsedForms = new WeakMap<APIGatewayProxyEventV2, FormParams>();

/**
 * The OAuth endpoints' body: `application/x-www-form-urlencoded` as RFC 6749 §3.2 and RFC 8628 §3.1
 * ask, each parameter at most once (RFC 6749 §3.1). Anything else is `invalid_request`. API Gateway
 * may hand the body over base64-encoded.
 */
export function oauthForm(event: APIGatewayProxyEventV2): FormParams {
  const kept = parsedForms.get(event);
  if (kept) return kept;
  const mediaType = (event.headers?.['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== FORM_MEDIA_TYPE) throw new OAuthError('invalid_request', OAUTH_REQUEST_MESSAGES.formRequired);
  const text = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  const form: FormParams = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(form, name)) throw new OAuthError('invalid_request', OAUTH_REQUEST_MESSAGES.repeated(name));
    form[name] = value;
  }
  parsedForms.set(event, form);
  return form;
}
