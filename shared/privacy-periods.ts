/**
 * The periods the privacy policy states (/privacy): when the store emails a supporter unasked, and how
 * long it keeps what it keeps. The code that keeps each period lives elsewhere;
 * lambdas/src/data/privacy-periods.test.ts and infra/privacy-periods.test.ts fail when they part.
 */
export const PRIVACY_PERIODS = {
  /** 'Set up your D1 Gang rewards' goes out this many hours after the purchase that left a tier without its setup. */
  setupReminderHours: [24, 7 * 24],
  /** The API's access logs and the functions' logs of the production store. */
  logDays: 90,
  /** The database's continuous backups (point-in-time recovery): what was deleted or changed can be restored within them. */
  backupDays: 35,
  /** The windows in which contact messages sent without signing in, and link codes typed, are counted per IP address. */
  ipCountMinutes: 10,
  /** A game's link request (platform, player id, player name) expires this long after the game made it. */
  linkRequestMinutes: 10,
} as const;
