import { upgradeCostNote } from '@shared/checkout-messages';
import type { CreatorCodeOffer } from '@shared/creator-codes';
import type { Tier } from '@shared/tiers';
import type { ReactNode } from 'react';
import { TierGrid } from '@/components/tiers/tier-grid';
import { m } from '@/lib/i18n';

/** The upgrade section's anchor: the Upgrade Tier shortcut leads here. */
export const UPGRADE_SECTION_ID = 'upgrade';

/** An owner's way up: what an upgrade costs, the creator code's place, and the higher tiers' cards. */
export function UpgradeSection({
  owned,
  standingSumCents,
  higher,
  onSelectTier,
  busy,
  creatorCodePanel,
  creatorCode,
}: {
  owned: Tier;
  standingSumCents: number;
  higher: Tier[];
  onSelectTier(tier: Tier): void;
  busy: boolean;
  creatorCodePanel: ReactNode;
  creatorCode: CreatorCodeOffer | null;
}) {
  return (
    <section id={UPGRADE_SECTION_ID} aria-labelledby="upgrade-title" className="flex scroll-mt-20 flex-col gap-4">
      <h2 id="upgrade-title" className="font-display text-4xl text-text">
        {m.dashboard_upgrade_title()}
      </h2>
      <p className="text-text-muted">{upgradeCostNote(standingSumCents, creatorCode)}</p>
      {creatorCodePanel}
      <TierGrid
        owned={owned}
        standingSumCents={standingSumCents}
        tiers={higher}
        onSelect={onSelectTier}
        busy={busy}
        creatorCode={creatorCode}
        giftable
      />
    </section>
  );
}
