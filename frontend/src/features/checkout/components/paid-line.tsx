import type { VerifyResponse } from '@shared/api/types/checkout';
import { formatCents, formatPaid } from '@shared/money';
import { m } from '@/lib/i18n';

// Stands in for the amount while the sentence is put together, so each language places the amount where
// its grammar wants it and the page still sets it in bold.
const AMOUNT = '\uE000';

/** 'Paid $35.70, including $5.70 tax': what the payment charged, the amount in bold, and the tax in it. */
export function PaidLine({ result }: { result: Pick<VerifyResponse, 'tierPrice' | 'presented' | 'taxCents'> }) {
  const { tierPrice, presented, taxCents } = result;
  const [before, after = ''] = m.checkout_paid({ amount: AMOUNT }).split(AMOUNT);
  return (
    <p className="text-text-muted">
      {before}
      <span className="tabular text-xl font-bold text-text">{formatPaid(tierPrice, presented)}</span>
      {after}
      {taxCents ? m.checkout_paid_tax({ tax: formatCents(taxCents) }) : null}
    </p>
  );
}
