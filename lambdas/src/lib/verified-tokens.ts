import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

/**
 * Access tokens this Lambda has verified, each kept with its payload until it expires. A signed-in
 * app sends the same token with every request for up to an hour, and decoding it and checking its
 * RSA signature again was 6.5% of the API's CPU under `GET /me` load (docs/performance.md). The whole
 * token is the key, so a token that differs in any byte (another signature, other claims) is
 * verified afresh; an entry serves only while its token has not expired; when the cache is full the
 * oldest entry goes. What verification cannot see either (a signed-out session's token) is left to
 * the account standing and admin session checks, as before.
 */
export class VerifiedTokens {
  readonly #payloads = new Map<string, JwtPayload>();

  constructor(private readonly capacity: number) {}

  /** The payload of a token verified before and still unexpired at `nowMs`, else undefined. */
  get(token: string, nowMs: number): JwtPayload | undefined {
    const payload = this.#payloads.get(token);
    if (payload === undefined) return undefined;
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= nowMs) {
      this.#payloads.delete(token);
      return undefined;
    }
    return payload;
  }

  /** Keeps a token the verifier accepted, with its payload. */
  add(token: string, payload: JwtPayload): void {
    if (!this.#payloads.has(token) && this.#payloads.size >= this.capacity) {
      const oldest = this.#payloads.keys().next().value;
      if (oldest !== undefined) this.#payloads.delete(oldest);
    }
    this.#payloads.set(token, payload);
  }
}
