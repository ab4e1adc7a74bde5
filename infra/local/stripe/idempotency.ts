/**
 * Idempotency keys as Stripe keeps them: the first request with a key stores its status and body;
 * the same key on the same endpoint with the same parameters gets that answer again without running
 * anything twice; another endpoint or other parameters is an `idempotency_error`. Keys are
 * forgotten after 24 hours.
 */
import { idempotencyKeyReused } from './stripe-errors';
import type { Clock } from './stripe-objects';

export interface IdempotentResult {
  key: string;
  /** `POST /v1/refunds`: a key belongs to one endpoint. */
  request: string;
  /** The parsed parameters as canonical JSON. */
  params: string;
  statusCode: number;
  body: unknown;
  created: number;
}

const KEY_LIFETIME_SECONDS = 24 * 60 * 60;

export class IdempotencyKeys {
  private readonly results = new Map<string, IdempotentResult>();

  constructor(
    private readonly clock: Clock,
    saved: IdempotentResult[] = [],
  ) {
    for (const result of saved) this.results.set(result.key, result);
  }

  /** The stored answer for a repeated request; undefined when the key is new (or expired). */
  replay(key: string, request: string, params: unknown): IdempotentResult | undefined {
    this.forgetExpired();
    const stored = this.results.get(key);
    if (!stored) return undefined;
    if (stored.request !== request || stored.params !== canonicalJson(params)) throw idempotencyKeyReused(key);
    return stored;
  }

  remember(key: string, request: string, params: unknown, statusCode: number, body: unknown): void {
    this.results.set(key, { key, request, params: canonicalJson(params), statusCode, body, created: this.clock() });
  }

  toJSON(): IdempotentResult[] {
    this.forgetExpired();
    return [...this.results.values()];
  }

  private forgetExpired(): void {
    const oldest = this.clock() - KEY_LIFETIME_SECONDS;
    for (const [key, result] of this.results) if (result.created <= oldest) this.results.delete(key);
  }
}

/** JSON with object keys sorted, so the same parameters compare equal whatever their order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}
