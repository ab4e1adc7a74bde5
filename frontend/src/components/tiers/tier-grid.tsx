import { TIERS, type Tier } from '@shared/tiers';
import { TierCard } from './tier-card';
import { useTierSelection } from './use-tier-selection';

/** Every tier, cheapest first, wired to the shared select behaviour. */
export function TierGrid({
  owned,
  tiers = TIERS,
  busy,
}: {
  owned: Tier | null;
  tiers?: readonly Tier[];
  busy?: boolean;
}) {
  const select = useTierSelection();
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {tiers.map((tier) => (
        <TierCard key={tier.id} tier={tier} owned={owned} onSelect={select} busy={busy} />
      ))}
    </div>
  );
}
