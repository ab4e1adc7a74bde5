import type { AdminGift } from '@shared/api/types/gifts';
import { formatPaid } from '@shared/money';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { type RecordColumn, RecordList } from '../../components/record-list';
import { formatDate } from '../../lib/format-date';
import { GiftActions } from './gift-actions';
import { GiftStatusBadge } from './gift-status-badge';

const linkClass = 'rounded text-accent underline-offset-4 hover:underline';

const COLUMNS: RecordColumn<AdminGift>[] = [
  {
    header: 'Buyer',
    cell: (gift) => (
      <Link to={paths.admin.user(gift.buyerId)} className={linkClass}>
        {gift.buyerEmail}
      </Link>
    ),
  },
  {
    header: 'Recipient',
    cell: (gift) =>
      gift.recipientId ? (
        <Link to={paths.admin.user(gift.recipientId)} className={linkClass}>
          {gift.recipientEmail}
        </Link>
      ) : (
        gift.recipientEmail
      ),
  },
  { header: 'Tier', cell: (gift) => gift.tierName },
  { header: 'Status', cell: (gift) => <GiftStatusBadge status={gift.status} /> },
  { header: 'Amount', cell: (gift) => formatPaid(gift.amountCents, gift.presented), className: 'tabular' },
  { header: 'Paid', cell: (gift) => formatDate(gift.paidAt), className: 'whitespace-nowrap' },
  {
    header: 'Claimed',
    cell: (gift) => (gift.claimedAt ? formatDate(gift.claimedAt) : '—'),
    className: 'whitespace-nowrap',
  },
  { header: 'Actions', cell: (gift) => <GiftActions gift={gift} /> },
];

/** Gifts as a table, or as cards where the table does not fit. */
export function GiftsTable({ gifts, label = 'Gifts' }: { gifts: AdminGift[]; label?: string }) {
  return <RecordList label={label} columns={COLUMNS} records={gifts} recordKey={(gift) => gift.giftId} />;
}
