import type { SentGift } from '@shared/api/types/gifts';
import { GIFT_STATUS_LABELS, type PaidGiftStatus } from '@shared/gifts';
import { formatPaid } from '@shared/money';
import { useId } from 'react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { formatLongDate } from '@/lib/dates';
import { m } from '@/lib/i18n';
import { PurchaseDetail as Detail } from './purchase-detail';

/** Waiting in amber, claimed in teal, given back outlined. */
const VARIANTS: Record<PaidGiftStatus, BadgeProps['variant']> = {
  unclaimed: 'warning',
  claimed: 'accent',
  cancelled: 'outline',
  refunded: 'outline',
};

/** My purchases' "Gifts you sent": each gift's tier, recipient, where it stands, and its payment. */
export function SentGifts({ gifts }: { gifts: SentGift[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="font-display text-3xl text-text">
        {m.checkout_gifts_sent_title()}
      </h2>
      <ul className="flex flex-col gap-4">
        {gifts.map((gift) => (
          <li key={gift.giftId}>
            <SentGiftCard gift={gift} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SentGiftCard({ gift }: { gift: SentGift }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-bold text-text">
          {gift.tierName}
        </h3>
        <Badge variant={VARIANTS[gift.status]} data-status={gift.status}>
          {GIFT_STATUS_LABELS[gift.status]}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-4">
        <Detail term={m.checkout_gift_sent_to()}>{gift.recipientEmail}</Detail>
        <Detail term={m.checkout_purchase_order_number()}>
          <span className="tabular select-all">{gift.orderNumber}</span>
        </Detail>
        <Detail term={m.checkout_purchase_date()}>
          <time dateTime={gift.paidAt}>{formatLongDate(gift.paidAt)}</time>
        </Detail>
        <Detail term={m.checkout_purchase_amount()}>
          <span className="tabular">{formatPaid(gift.amountCents, gift.presented)}</span>
        </Detail>
      </dl>
    </article>
  );
}
