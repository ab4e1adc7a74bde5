import type { AdminCreatorCode } from '@shared/creator-codes';

/** Whether checkout takes the code now: paused by the admin, past its expiry, out of uses, or active. */
export type CreatorCodeState = 'active' | 'paused' | 'expired' | 'usedUp';

/** The code's state at `now`; a pause shows before the limits it may also have reached. */
export function creatorCodeState(code: AdminCreatorCode, now: number = Date.now()): CreatorCodeState {
  if (code.status === 'paused') return 'paused';
  if (code.expiresAt !== null && Date.parse(code.expiresAt) <= now) return 'expired';
  if (code.maxUses !== null && code.report.uses >= code.maxUses) return 'usedUp';
  return 'active';
}
