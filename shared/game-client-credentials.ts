/**
 * The game server key as OAuth client credentials (RFC 6749 section 2.3.1), which the device flow's
 * two endpoints ask for instead of a Bearer key: the key's id is the client_id, the key the client_secret.
 * Shared by the reference game client and the tests that call those endpoints.
 */

/** A key reads `d1g_sk_<keyId>_<secret>`; the key id holds no underscore, the secret may. */
const KEY_ID = /^d1g_sk_([^_]+)_./;

/** The key id of a game server key (its client_id); an Error, which does not repeat the key, when it has none. */
export function keyIdOf(key: string): string {
  const keyId = KEY_ID.exec(key)?.[1];
  if (keyId === undefined) {
    throw new Error('The game server key must read d1g_sk_<key id>_<secret>: its key id is the OAuth client_id.');
  }
  return keyId;
}

/** One part form-urlencoded, as RFC 6749 appendix B says (a space as `+`, a `:` as `%3A`). */
const formEncoded = (part: string) => new URLSearchParams({ part }).toString().slice('part='.length);

/** The HTTP Basic `Authorization` header: `client_id:client_secret`, each form-urlencoded first, in base64. */
export function basicAuthorization(clientId: string, clientSecret: string): string {
  return `Basic ${btoa(`${formEncoded(clientId)}:${formEncoded(clientSecret)}`)}`;
}
