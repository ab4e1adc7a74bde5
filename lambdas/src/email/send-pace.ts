/**
 * The stage's SES sending rate and the pace that keeps a run under it. The update send job queues
 * development updates at this pace and the outbox sweep sends at it, so neither outruns the account's
 * per-second quota (SES refuses what goes faster, and the refused emails wait for another try).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { ENV } from '@shared/contract/lambda-env';
import { requireEnv } from '../lib/env';

/** The stage's SES rate, emails a second (UPDATE_SEND_RATE): required, never guessed. */
export function sendRateFromEnv(): number {
  const raw = requireEnv(ENV.updateSendRate);
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate <= 0)
    throw new Error(`${ENV.updateSendRate} must be a positive number, not "${raw}"`);
  return rate;
}

/** Slots `1000 / rate` ms apart from the run's start: a run that falls behind catches up, never beyond the rate. */
export interface SendPace {
  /** When the next slot opens (ms since the epoch). */
  nextAt(): number;
  /** Waits for the next slot and takes it. */
  take(): Promise<void>;
}

/** The pace of one run at `rate` emails a second, starting now. */
export function sendPace(rate: number): SendPace {
  const interval = 1000 / rate;
  const started = Date.now();
  let taken = 0;
  const nextAt = () => started + taken * interval;
  return {
    nextAt,
    take: async () => {
      const wait = nextAt() - Date.now();
      taken += 1;
      if (wait > 0) await sleep(wait);
    },
  };
}
