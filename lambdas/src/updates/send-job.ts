/**
 * The send job of a development update: one outbox email per recipient, written at the stage's SES
 * rate, resumable. A run takes the update's lease, reads the audience a page at a time from the saved
 * cursor, queues each recipient's email (its id `<updateId>.<userId>`, written only if absent, in one
 * transaction with `ADD queued 1`, so `queued` is exact and a resumed run never queues twice), saves
 * the cursor and renews the lease after each page, and stops before its deadline, giving the lease
 * back for the next run. After the last page the update is sent and listed on /updates.
 *
 * Each page is no bigger than the room the account's daily SES quota has left past the reserve for
 * transactional email (send-quota.ts); with no room, the run pauses the update until the quota is
 * estimated to have room for a page again, and a later run carries on from the saved cursor.
 */
import { ulid } from 'ulid';
import { newOutboxEmail } from '../data/outbox';
import { audiencePage } from '../data/update-audience';
import {
  finishJob,
  type HeldUpdate,
  listSendingUpdateIds,
  pauseJob,
  queueUpdateEmail,
  releaseJobLease,
  saveJobCursor,
  takeJobLease,
} from '../data/update-job';
import { sendPace } from '../email/send-pace';
import type { QuotaBudget } from './send-quota';

/** Recipients read per page at most: a page's profiles and suppressions are one BatchGetItem each. */
const PAGE_SIZE = 100;
/** A run that died gives the update back after this; each page renews it. */
const LEASE_MS = 2 * 60 * 1000;
/** A page's writes take at most this long at the rate, well within the lease. */
const PAGE_SECONDS = 60;
/** Time kept back before the deadline for the last write and giving the lease back. */
const STOP_MARGIN_MS = 2_000;

export interface SendJobOptions {
  /** Emails queued per second (UPDATE_SEND_RATE). */
  rate: number;
  /** When the run must have stopped (ms since the epoch): the invocation's deadline. */
  deadline: number;
  /** The room the account's daily quota has left, shared by the invocation's runs. */
  quota: QuotaBudget;
  /** The time now (tests move it on to resume a run whose holder died). */
  now?: () => Date;
}

/** What a run did to one update: how many emails it queued, whether the update is sent now, or paused until when. */
export interface SendJobRun {
  updateId: string;
  queued: number;
  finished: boolean;
  /** Set when the run paused the update for the daily quota. */
  resumesAt?: string;
}

/** Runs the send job of one update, unless another run holds it (null then). */
export async function runSendJob(updateId: string, options: SendJobOptions): Promise<SendJobRun | null> {
  const now = options.now ?? (() => new Date());
  const lease = ulid();
  const held = await takeJobLease(updateId, lease, now(), leaseEnd(now()));
  if (!held) return null;
  return queueAudience(held, lease, options, now);
}

/** Resumes every update being sent whose lease is free, oldest first, within the deadline. */
export async function resumeSendJobs(options: SendJobOptions): Promise<SendJobRun[]> {
  const runs: SendJobRun[] = [];
  for (const updateId of await listSendingUpdateIds()) {
    if (Date.now() > options.deadline - STOP_MARGIN_MS) break;
    const run = await runSendJob(updateId, options);
    if (run) runs.push(run);
  }
  return runs;
}

function leaseEnd(from: Date): Date {
  return new Date(from.getTime() + LEASE_MS);
}

async function queueAudience(
  held: HeldUpdate,
  lease: string,
  options: SendJobOptions,
  now: () => Date,
): Promise<SendJobRun> {
  const pace = sendPace(options.rate);
  const pageSize = Math.max(1, Math.min(PAGE_SIZE, Math.floor(options.rate * PAGE_SECONDS)));
  let queued = 0;
  let cursor = held.jobCursor;
  for (;;) {
    const room = await options.quota.room();
    if (room === 0) {
      const resumesAt = await options.quota.resumesAt(pageSize, now());
      await pauseJob(held.id, lease, resumesAt);
      return { updateId: held.id, queued, finished: false, resumesAt: resumesAt.toISOString() };
    }
    const page = await audiencePage(held.audienceTierId, cursor, Math.min(pageSize, room));
    for (const recipient of page.recipients) {
      if (Date.now() > options.deadline - STOP_MARGIN_MS) {
        await releaseJobLease(held.id, lease);
        return { updateId: held.id, queued, finished: false };
      }
      await pace.take();
      const email = newOutboxEmail(
        {
          template: 'update',
          to: recipient.email,
          subject: held.subject,
          text: held.text,
          html: held.html,
          updateId: held.id,
        },
        now(),
        recipient.userId,
        `${held.id}.${recipient.userId}`,
      );
      if (await queueUpdateEmail(held.id, lease, email)) {
        queued += 1;
        options.quota.spend(1);
      }
    }
    if (!page.nextCursor) {
      await finishJob(held.id, lease, now());
      return { updateId: held.id, queued, finished: true };
    }
    cursor = page.nextCursor;
    await saveJobCursor(held.id, lease, cursor, leaseEnd(now()));
  }
}
