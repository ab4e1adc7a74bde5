import type { Tier } from '@shared/tiers';
import { m } from '@/lib/i18n';

/** What the warning asks for, as one sentence per case: languages join the fields their own way. */
function whatToAdd(setupAsks: readonly Tier['setupFields'][number][], tier: string): string {
  const nickname = setupAsks.includes('nickname');
  const jersey = setupAsks.includes('jerseyBackName');
  if (nickname && jersey) return m.dashboard_setup_add_both({ tier });
  return jersey ? m.dashboard_setup_add_jersey({ tier }) : m.dashboard_setup_add_nickname({ tier });
}

/** The warning on an owner's dashboard while the tier's setup still asks for something. */
export function SetupRequiredNotice({
  owned,
  setupAsks,
}: {
  owned: Tier;
  setupAsks: readonly Tier['setupFields'][number][];
}) {
  return (
    <p role="status" className="rounded-lg border border-warning p-4 text-text">
      <span className="font-bold text-warning">{m.dashboard_setup_required()}</span> {whatToAdd(setupAsks, owned.name)}
    </p>
  );
}
