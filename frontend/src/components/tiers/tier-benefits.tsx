import type { Tier } from '@shared/tiers';
import { Check, Plus } from 'lucide-react';
import { m } from '@/lib/i18n';

/** A tier card's benefits: what the tier adds first-class, what it keeps from lower tiers muted. */
export function TierBenefits({ tier }: { tier: Tier }) {
  return (
    <ul className="flex flex-1 flex-col gap-2 text-sm" aria-label={m.landing_tier_benefits({ tier: tier.name })}>
      {tier.benefits.map((benefit) =>
        benefit.inherited ? (
          <li key={benefit.name} className="flex items-start gap-2 text-text-muted">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {benefit.name}
              <span className="sr-only">{m.landing_tier_inherited()}</span>
            </span>
          </li>
        ) : (
          <li key={benefit.name} className="flex items-start gap-2 font-semibold text-text">
            <Plus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{benefit.name}</span>
          </li>
        ),
      )}
    </ul>
  );
}
