import type { MyPaidPurchase, MyPurchase } from '@shared/api/types/account';
import type { ReceivedGift } from '@shared/api/types/gifts';
import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { BASE_LOCALE } from '@shared/locales';
import { formatCents, formatPaid } from '@shared/money';
import { useId } from 'react';
import { formatLongDate } from '@/lib/dates';
import { m } from '@/lib/i18n';
import { pageLocale } from '@/lib/locale';
import { PurchaseDetail as Detail } from './purchase-detail';
import { PurchaseInvoiceLinks } from './purchase-invoice-links';
import { PurchaseStatusBadge } from './purchase-status-badge';

/**
 * One purchase: its tier and status, then the order number, the date and the amount as the receipt
 * gives them (the currency paid first, US dollars beside it) with the tax in it, then the invoice.
 * The details wrap two to a row on a phone.
 */
export function PurchaseCard({ purchase }: { purchase: MyPurchase }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-text">
          {purchase.tierName}
        </h2>
        <PurchaseStatusBadge status={purchase.status} />
      </div>
      {purchase.status !== 'processing' && purchase.gift && <ReceivedGiftNote gift={purchase.gift} />}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-4">
        <Detail term={m.checkout_purchase_order_number()}>
          <span className="tabular select-all">{purchase.orderNumber}</span>
        </Detail>
        <Detail term={m.checkout_purchase_date()}>
          <time dateTime={purchase.orderedAt}>{formatLongDate(purchase.orderedAt)}</time>
        </Detail>
        {purchase.status !== 'processing' && (
          <Detail term={m.checkout_purchase_amount()}>
            <span className="tabular">{formatPaid(purchase.amountCents, purchase.presented)}</span>
            {purchase.taxCents > 0 && (
              <span className="tabular block text-sm text-text-muted">{taxLine(purchase)}</span>
            )}
          </Detail>
        )}
        {purchase.status !== 'processing' && purchase.refundedCents > 0 && (
          <Detail term={m.checkout_purchase_refunded()}>
            <span className="tabular">{formatPaid(purchase.refundedCents, purchase.refundedPresented)}</span>
          </Detail>
        )}
      </dl>
      {purchase.status === 'processing' && (
        <p className="text-sm text-text-muted">{CHECKOUT_MESSAGES.paymentProcessing}</p>
      )}
      {purchase.status !== 'processing' && purchase.invoice && (
        <PurchaseInvoiceLinks invoice={purchase.invoice} orderNumber={purchase.orderNumber} />
      )}
    </article>
  );
}

/**
 * The tax in a payment, which the ledger counts in US dollars: 'Tax $5.70', or 'Tax US$5.70' beside an
 * amount paid in another currency, where a bare '$' could be read as that currency's (CA$, A$). Other
 * languages write US dollars in their own form ('Impuestos: 5,70 US$'), which names them already.
 */
function taxLine({ taxCents, presented }: MyPaidPurchase): string {
  const otherCurrency = presented && presented.currency.toLowerCase() !== 'usd';
  const english = pageLocale() === BASE_LOCALE;
  return m.checkout_purchase_tax({ amount: `${otherCurrency && english ? 'US' : ''}${formatCents(taxCents)}` });
}

/** A purchase the user received as a gift: who sent it (when they chose to be named) and their message. */
function ReceivedGiftNote({ gift }: { gift: ReceivedGift }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-semibold text-accent">
        {gift.from ? m.checkout_purchase_gift_from({ sender: gift.from }) : m.checkout_purchase_gift()}
      </p>
      {gift.message && <p className="whitespace-pre-line text-sm text-text-muted">{gift.message}</p>}
    </div>
  );
}
