import { ADMIN_MESSAGES, refundTooLargeMessage } from '@shared/admin-messages';
import type { LedgerLine } from '@shared/api/types/admin';
import { formatCents } from '@shared/money';
import { getTier } from '@shared/tiers';

/** Dollars as typed ("25", "25.5", "25.50") in cents, or null when it is not an amount. */
export function dollarsToCents(typed: string): number | null {
  const match = /^\s*\$?(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(typed);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The amount's error in the API's words, or null when the server would take it. */
export function refundAmountError(cents: number | null, refundableCents: number): string | null {
  if (cents === null || cents < 1) return ADMIN_MESSAGES.refundAmountInvalid;
  if (cents > refundableCents) return refundTooLargeMessage(refundableCents);
  return null;
}

const tierName = (line: LedgerLine) => (line.ownedTierId ? getTier(line.ownedTierId).name : 'no tier');

/** What the refund does to the supporter's tier, said plainly for the confirmation. */
export function tierEffectText(before: LedgerLine, after: LedgerLine): string {
  if (before.ownedTierId === after.ownedTierId) {
    return `Their tier stays ${tierName(after)}${after.creditCents !== before.creditCents ? `; credit becomes ${formatCents(after.creditCents)}` : ''}.`;
  }
  return `Their tier goes from ${tierName(before)} to ${tierName(after)}.`;
}
