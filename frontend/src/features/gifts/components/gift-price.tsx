import { checkoutChargeCents } from '@shared/checkout-charge';
import type { CreatorCodeOffer } from '@shared/creator-codes';
import { GIFT_CLAIM_DAYS } from '@shared/gifts';
import { formatCents } from '@shared/money';
import { TAX_MESSAGES } from '@shared/tax-messages';
import type { Tier } from '@shared/tiers';
import { m } from '@/lib/i18n';

// Stands in for the amount while the sentence is put together, so each language places the amount where
// its grammar wants it and the page still sets it in bold.
const AMOUNT = '\uE000';

/**
 * What the gift costs: the tier's full price (a gift never counts what the buyer owns), less the creator
 * code's percent once the code is checked, as checkout charges it; then the claim period.
 */
export function GiftPrice({ tier, offer }: { tier: Tier; offer: CreatorCodeOffer | null }) {
  // The standing sum is 0: a gift's session is made as if the buyer owned nothing.
  const chargeCents = checkoutChargeCents(tier, 0, offer);
  const sentence = offer
    ? m.checkout_gift_you_pay_with_code({
        amount: AMOUNT,
        tier: tier.name,
        percent: offer.percentOff,
        code: offer.code,
      })
    : m.checkout_gift_you_pay({ amount: AMOUNT, tier: tier.name });
  const [before, after = ''] = sentence.split(AMOUNT);
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-surface-raised p-4">
      <p className="text-text">
        {before}
        <span className="tabular font-bold">{formatCents(chargeCents)}</span>
        {after}
      </p>
      <p className="text-sm text-text-muted">{TAX_MESSAGES.pricesBeforeTax}</p>
      <p className="text-sm text-text-muted">{m.checkout_gift_claim_days({ days: GIFT_CLAIM_DAYS })}</p>
    </div>
  );
}
