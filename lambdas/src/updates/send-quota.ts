/**
 * The account's SES daily quota as the send job spends it. Cognito's codes, receipts, refunds and
 * ticket answers share Max24HourSend with development updates, so an update may use only what is
 * left of it once a reserve for those is kept back; otherwise one big update stops sign-ups for the
 * rest of the day. The quota is read once per invocation (SESv2 GetAccount) and what the runs of that
 * invocation queue is taken off it as they go.
 */
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { GetAccountCommand } from '@aws-sdk/client-sesv2';

/** SendQuota of SESv2 GetAccount: the rolling 24-hour window's size and what it holds now. */
export interface SendQuota {
  max24HourSend: number;
  sentLast24Hours: number;
}

/** SES counts a send for 24 hours after it: the window rolls, nothing resets at midnight. */
const WINDOW_MS = 24 * 60 * 60 * 1000;
/** The soonest a paused update is tried again: the quota is read afresh then. */
const MIN_PAUSE_MS = 5 * 60 * 1000;

/** Reads the account's quota through SES v2 (aws-ses-v2-local's answer locally). */
export async function readSendQuota(ses: SESv2Client): Promise<SendQuota> {
  const { SendQuota: quota } = await ses.send(new GetAccountCommand({}));
  const max24HourSend = quota?.Max24HourSend;
  const sentLast24Hours = quota?.SentLast24Hours;
  if (typeof max24HourSend !== 'number' || typeof sentLast24Hours !== 'number') {
    throw new Error('SES GetAccount answered without SendQuota.Max24HourSend and SentLast24Hours');
  }
  return { max24HourSend, sentLast24Hours };
}

/** What an invocation's runs may still queue, and when a paused update may resume. */
export interface QuotaBudget {
  /** Emails that may be queued now (0 or more): the quota less what SES counted, the reserve and this invocation's. */
  room(): Promise<number>;
  /** Takes `count` queued emails off the room. */
  spend(count: number): void;
  /** When `needed` emails are estimated to fit again, from `now`. */
  resumesAt(needed: number, now: Date): Promise<Date>;
}

/**
 * The budget of one invocation: `reserve` is the fraction of Max24HourSend kept for transactional
 * email (TRANSACTIONAL_EMAIL_RESERVE). The quota is read on first need, then cached.
 */
export function quotaBudget(read: () => Promise<SendQuota>, reserve: number): QuotaBudget {
  let quota: Promise<SendQuota> | undefined;
  let spent = 0;
  const current = () => {
    quota ??= read();
    return quota;
  };
  const free = async () => {
    const { max24HourSend, sentLast24Hours } = await current();
    return max24HourSend - Math.ceil(max24HourSend * reserve) - sentLast24Hours - spent;
  };
  return {
    room: async () => Math.max(0, await free()),
    spend: (count) => {
      spent += count;
    },
    /**
     * SES does not say when past sends leave the window, so this assumes the last 24 hours' sends were
     * spread evenly over them: `missing` emails leave it in `missing / sentLast24Hours` of a day. Sends
     * bunched recently (an update's own) leave later than that; the run at `resumesAt` reads the quota
     * again and pauses once more if it is still short. At least five minutes, at most a whole window.
     */
    resumesAt: async (needed, now) => {
      const missing = needed - (await free());
      const { sentLast24Hours } = await current();
      const wait = sentLast24Hours > 0 ? Math.ceil((WINDOW_MS * missing) / sentLast24Hours) : WINDOW_MS;
      return new Date(now.getTime() + Math.min(WINDOW_MS, Math.max(MIN_PAUSE_MS, wait)));
    },
  };
}
