import type { AdminGift } from '@shared/api/types/gifts';
import { GiftCancelDialog } from './gift-cancel-dialog';
import { GiftResendDialog } from './gift-resend-dialog';

/** What the admin can do with a gift: only one waiting to be claimed can be resent or cancelled. */
export function GiftActions({ gift }: { gift: AdminGift }) {
  if (gift.status !== 'unclaimed') return <span className="text-text-muted">—</span>;
  return (
    <span className="flex flex-wrap gap-2">
      <GiftResendDialog gift={gift} />
      <GiftCancelDialog gift={gift} />
    </span>
  );
}
