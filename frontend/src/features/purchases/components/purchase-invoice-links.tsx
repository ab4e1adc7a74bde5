import type { PurchaseInvoice } from '@shared/api/types/account';
import { ExternalLink } from 'lucide-react';
import { m } from '@/lib/i18n';

/**
 * The invoice Stripe issued for a payment: its page, and its PDF when Stripe made one, each at Stripe in
 * a new tab. On screen the links say 'Invoice D1G-0001' and 'PDF'; a screen reader, which may list every
 * link of the page together, also hears the order they belong to and that they open a new tab.
 */
export function PurchaseInvoiceLinks({ invoice, orderNumber }: { invoice: PurchaseInvoice; orderNumber: string }) {
  const { number } = invoice;
  const name = number ? m.checkout_invoice_numbered({ number }) : m.checkout_invoice();
  const ofInvoice = number ? m.checkout_invoice_of_numbered({ number }) : m.checkout_invoice_of();
  const forOrder = m.checkout_invoice_for_order({ order: orderNumber });
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
      <StripeLink href={invoice.url} text={name} readOut={forOrder} />
      {invoice.pdfUrl && (
        <StripeLink href={invoice.pdfUrl} text={m.checkout_invoice_pdf()} readOut={`${ofInvoice} ${forOrder}`} />
      )}
    </div>
  );
}

interface StripeLinkProps {
  href: string;
  /** The words on screen. */
  text: string;
  /** What a screen reader hears after them. */
  readOut: string;
}

/**
 * A link to a page of Stripe's, opened in a new tab that gets no hold on this one (noopener) nor its
 * address. Its accessible name starts with the words on screen, so a voice user can say them.
 */
function StripeLink({ href, text, readOut }: StripeLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${text} ${readOut}`}
      className="inline-flex min-h-6 min-w-0 items-center gap-1.5 rounded text-sm font-semibold text-accent wrap-anywhere hover:underline"
    >
      {text}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
    </a>
  );
}
