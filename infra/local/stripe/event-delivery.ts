/**
 * How the stand-in's events reach their handler, as EventBridge delivers them: after the answer to
 * the call that caused them, each on its own (so order is not kept), at least once, retried when the
 * handler fails and dead-lettered after the last retry. Chaos also duplicates events and holds some
 * back, from a seed that replays the same choices.
 */
import type { StripeEvent } from './stripe-objects';

export type StripeEventsDelivery = { kind: 'eventbridge' } | { kind: 'chaos'; seed: number };

/** D1_STRIPE_EVENTS: `eventbridge` (the default) or `chaos`, whose seed D1_STRIPE_EVENTS_SEED sets. */
export function stripeEventsFromEnv(env: NodeJS.ProcessEnv = process.env): StripeEventsDelivery {
  const kind = env.D1_STRIPE_EVENTS || 'eventbridge';
  if (kind === 'eventbridge') return { kind };
  if (kind !== 'chaos') throw new Error(`D1_STRIPE_EVENTS must be "eventbridge" or "chaos", not "${kind}"`);
  const raw = env.D1_STRIPE_EVENTS_SEED;
  if (raw === undefined || raw === '') return { kind, seed: Math.floor(Math.random() * 2 ** 31) };
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed)) throw new Error(`D1_STRIPE_EVENTS_SEED must be a whole number, not "${raw}"`);
  return { kind, seed };
}

/** EventBridge retries with backoff; locally the waits are short so a failure shows within seconds. */
export const RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000];
/** Chaos sends an event a second time this often, a third time as often again. */
const CHAOS_REPEAT = 0.3;
/** Chaos holds each copy back up to this long. */
const CHAOS_LATEST_MS = 300;

export interface EventDeliveryOptions {
  deliver: (event: StripeEvent) => void | Promise<void>;
  delivery: StripeEventsDelivery;
  /** The wait before each retry; after the last the event is dead-lettered. */
  retryDelaysMs: readonly number[];
  log: (line: string) => void;
}

export class EventDelivery {
  private pending = 0;
  private idle: (() => void)[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly random: (() => number) | undefined;

  constructor(private readonly options: EventDeliveryOptions) {
    const { delivery } = options;
    this.random = delivery.kind === 'chaos' ? seededRandom(delivery.seed) : undefined;
    if (delivery.kind === 'chaos') {
      options.log(
        `[stripe] events are delivered in chaos (duplicated, late, out of order), seed ${delivery.seed}: ` +
          `D1_STRIPE_EVENTS_SEED=${delivery.seed} replays it`,
      );
    }
  }

  /** Queues the events of one answer; call it once the answer is on its way. */
  send(events: readonly StripeEvent[]): void {
    for (const event of events) {
      const random = this.random;
      let copies = 1;
      while (random && copies < 3 && random() < CHAOS_REPEAT) copies += 1;
      for (let copy = 0; copy < copies; copy += 1) {
        this.later(random ? Math.floor(random() * CHAOS_LATEST_MS) : 0, () => this.attempt(event, 0));
      }
    }
  }

  /** Resolves once every queued event has been delivered or dead-lettered. */
  drained(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /** Drops what is still queued. */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.pending = 0;
    this.settle();
  }

  private async attempt(event: StripeEvent, failures: number): Promise<void> {
    try {
      await this.options.deliver(event);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const { retryDelaysMs, log } = this.options;
      const delay = retryDelaysMs[failures];
      if (delay === undefined) {
        log(`[stripe] ${event.type} ${event.id} dead-lettered after ${failures + 1} attempts: ${reason}`);
        return;
      }
      log(
        `[stripe] delivering ${event.type} ${event.id} failed (${reason}); retry ${failures + 1} of ${retryDelaysMs.length}`,
      );
      this.later(delay, () => this.attempt(event, failures + 1));
    }
  }

  private later(delayMs: number, task: () => Promise<void>): void {
    this.pending += 1;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void task().finally(() => {
        this.pending = Math.max(0, this.pending - 1);
        this.settle();
      });
    }, delayMs);
    this.timers.add(timer);
  }

  private settle(): void {
    if (this.pending > 0) return;
    for (const resolve of this.idle.splice(0)) resolve();
  }
}

/** mulberry32: a small, fast generator of numbers in [0, 1) that a seed fully decides. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
