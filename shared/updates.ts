import { formatCount } from './counts';
import type { TierId } from './tiers';

/**
 * Development updates (docs/product.md §Development updates): written in the admin panel, emailed to
 * the supporters who opted in, and published on /updates unless marked supporters-only.
 */
export const UPDATE_LIMITS = {
  subjectMax: 120,
  /** Markdown source; the rendered email stays well under SES's and DynamoDB's item limits. */
  bodyMax: 20_000,
  /** The public page's meta description, cut from the plain-text rendering. */
  descriptionMax: 155,
} as const;

/** What an update is in its life: written (editable), being sent (the send job), or sent (published). */
const UPDATE_STATUSES = ['draft', 'sending', 'sent'] as const;
export type UpdateStatus = (typeof UPDATE_STATUSES)[number];

/** The send job's figures, kept on the update as it goes (the update's page polls them). */
export interface UpdateProgress {
  /** Outbox emails written for this update (one per recipient). */
  queued: number;
  sent: number;
  /** Failed tries: each such email stays in the outbox and is tried again. */
  failed: number;
  /** Not sent: the address bounced, complained or unsubscribed after it was queued. */
  suppressed: number;
}

/** An update as the admin panel shows it. */
export interface AdminUpdate {
  id: string;
  /**
   * Who it goes to: everyone who opted in (null), or those of them who own this tier or a higher one.
   */
  audienceTierId: TierId | null;
  /** Its public address, /updates/{slug}: chosen from the subject when the send starts (null before). */
  slug: string | null;
  subject: string;
  bodyMarkdown: string;
  /** Not on the public /updates page: only signed-in supporters read it there. */
  supportersOnly: boolean;
  status: UpdateStatus;
  createdAt: string;
  /** The admin (Cognito sub) who wrote it. */
  createdBy: string;
  sendStartedAt: string | null;
  sentAt: string | null;
  /**
   * While a send is paused because the account's daily SES quota has no room past the reserve for
   * sign-up, reset and receipt emails: when it is estimated to resume (the send job retries then). Null otherwise.
   */
  resumesAt: string | null;
  progress: UpdateProgress;
}

/** A sent update as /updates shows it. */
export interface PublishedUpdate {
  slug: string;
  title: string;
  /** When it was sent (the date the page shows). */
  publishedAt: string;
  /** The start of its plain text, for the list and the link preview. */
  description: string;
  /** The sanitized HTML rendering of its Markdown. */
  html: string;
  supportersOnly: boolean;
}

/** The two renderings of an update's Markdown: what the email and the page show. */
export interface RenderedUpdate {
  html: string;
  text: string;
}

export const UPDATE_MESSAGES = {
  subjectRequired: 'Please enter a subject',
  subjectTooLong: `Subject must be at most ${UPDATE_LIMITS.subjectMax} characters`,
  bodyRequired: 'Please write the update',
  bodyTooLong: `The update must be at most ${formatCount(UPDATE_LIMITS.bodyMax)} characters`,
  audienceInvalid: 'Please choose who receives the update',
  updateNotFound: 'Update not found',
  /** Editing or sending an update that is already being sent or was sent. */
  alreadySent: 'This update has already been sent.',
  /** The confirmation named a number of recipients that changed before Send was pressed. */
  recipientsChanged: 'The number of recipients changed. Please check it and send again.',
  testSent: 'Test sent to your email.',
  /** The public page of an update that does not exist (or is not public and the reader is not a supporter). */
  notPublished: 'This update does not exist.',
  /** A supporters-only update opened by someone signed out or without a purchase. */
  supportersOnly: 'This update is for D1 Gang supporters. Sign in with the account you bought with to read it.',
  noUpdates: 'No updates yet. Check back soon.',
} as const;
