import { formatCents } from '@shared/money';
import type { Tier } from '@shared/tiers';
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { m } from '@/lib/i18n';

/** The owned tier: name, what it cost as its value, and every benefit it carries. */
export function CurrentTierPanel({ tier }: { tier: Tier }) {
  return (
    <section
      aria-labelledby="current-tier-title"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-accent bg-surface p-6 shadow-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-text-muted">{m.dashboard_current_tier()}</p>
          <h2 id="current-tier-title" className="font-display text-4xl text-text">
            {tier.name}
          </h2>
        </div>
        <Badge variant="accent">{m.dashboard_your_tier()}</Badge>
      </div>
      <p className="text-text-muted">
        {m.dashboard_value()}{' '}
        <span className="tabular text-2xl font-bold text-text">{formatCents(tier.priceCents)}</span>
      </p>
      <ul aria-label={m.dashboard_tier_benefits({ tier: tier.name })} className="grid gap-2 text-sm sm:grid-cols-2">
        {tier.benefits.map((benefit) => (
          <li key={benefit.name} className="flex items-start gap-2 text-text">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
            {benefit.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
