import { type CurrencyEstimate, ESTIMATE_MARGIN, estimatedAmount } from '@shared/currency-estimate';
import { formatCents, formatMoney } from '@shared/money';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n';
import { pageLocale } from '@/lib/locale';

/**
 * Under a card's price: what checkout will charge, estimated in the buyer's currency from Stripe's FX
 * quote ("≈ €27.90 …, an estimate within 4%"), or, with no estimate (the prerendered page, buyers in
 * dollars, no quote, nothing to buy on the card), that Stripe Checkout shows the price in their currency.
 */
export function TierPriceEstimate({
  chargeCents,
  estimate,
}: {
  /** What checkout would charge for this card in US cents, or null when the card buys nothing. */
  chargeCents: number | null;
  estimate: CurrencyEstimate | null;
}) {
  const locale = pageLocale();
  const margin = new Intl.NumberFormat(locale, { style: 'percent' }).format(ESTIMATE_MARGIN);
  const shown = estimate !== null && chargeCents !== null;
  // Without an estimate, its sentence keeps the place with the dollar figure, which is about as long.
  const amount = shown
    ? formatMoney(estimatedAmount(chargeCents, estimate), estimate.currency, locale)
    : formatCents(chargeCents ?? 0, locale);
  // Both sentences take the same cell and the one not shown is kept invisible, so the line is as tall
  // either way and nothing moves when the estimate comes.
  const options = [
    { key: 'estimate', text: m.currency_estimate({ amount, margin }), hidden: !shown },
    { key: 'stripe-shows', text: m.currency_stripe_shows(), hidden: shown },
  ];
  return (
    <p className="grid text-xs text-text-muted">
      {options.map((option) => (
        <span
          key={option.key}
          data-testid="price-estimate-option"
          aria-hidden={option.hidden || undefined}
          className={cn('[grid-area:1/1]', option.hidden && 'invisible')}
        >
          {option.text}
        </span>
      ))}
    </p>
  );
}
