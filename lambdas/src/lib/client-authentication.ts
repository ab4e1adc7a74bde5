import { OAUTH_REQUEST_MESSAGES } from '@shared/game-messages';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { type GameKeyCaller, verifyGameKey } from '../data/game-keys';
import { OAuthError } from './oauth-error';
import { oauthForm } from './oauth-form';

interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/**
 * RFC 6749 §2.3.1's HTTP Basic credentials: `client_id:client_secret`, each form-urlencoded first
 * (so a `:` or `%` in either survives). Null when the header is not Basic at all.
 */
function basicCredentials(header: string | undefined): ClientCredentials | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return { clientId: decode(decoded.slice(0, colon)), clientSecret: decode(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

/**
 * The game server calling the device flow's endpoints, authenticated as an OAuth client (client
 * credentials, RFC 6749 §2.3.1): its key id as `client_id` and its game server key as `client_secret`,
 * by HTTP Basic or in the form body, never both. A missing, wrong or revoked key, or a `client_id` that is not the key's
 * own, is `invalid_client`.
 */
export async function authenticateGameClient(event: APIGatewayProxyEventV2, now: Date): Promise<GameKeyCaller> {
  const form = oauthForm(event);
  const header = event.headers?.authorization;
  const inBody = form.client_secret !== undefined;
  if (header !== undefined && inBody) {
    throw new OAuthError('invalid_request', OAUTH_REQUEST_MESSAGES.twoClientAuthentications);
  }
  const credentials: ClientCredentials | null = inBody
    ? { clientId: form.client_id ?? '', clientSecret: form.client_secret ?? '' }
    : basicCredentials(header);
  // A client_id in the body beside Basic credentials must name the same client (RFC 6749 §3.2.1).
  if (!credentials || (form.client_id !== undefined && form.client_id !== credentials.clientId)) {
    throw new OAuthError('invalid_client');
  }
  const key = await verifyGameKey(credentials.clientSecret, now);
  if (!key || key.keyId !== credentials.clientId) throw new OAuthError('invalid_client');
  return key;
}
