/**
 * The Checkout Sessions whose success this tab has already announced. A reload of /payment-success
 * verifies again (the server answers the same, idempotently) but must not toast the news twice.
 */

const ANNOUNCED_KEY = 'd1gang.announcedPayments';

/** A tab buys a handful of tiers at most; the oldest ids go first beyond this. */
const REMEMBERED = 20;

function announced(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(ANNOUNCED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** True the first time it is asked about a session id in this browser session, false after. */
export function announceOnce(sessionId: string): boolean {
  const ids = announced();
  if (ids.includes(sessionId)) return false;
  try {
    sessionStorage.setItem(ANNOUNCED_KEY, JSON.stringify([...ids, sessionId].slice(-REMEMBERED)));
  } catch {
    // Storage blocked: the toast may show again on a reload, which is all that is lost.
  }
  return true;
}
