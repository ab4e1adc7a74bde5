import type { CreatorCodeOffer } from '@shared/creator-codes';
import type { Tier } from '@shared/tiers';
import { ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { TierGrid } from '@/components/tiers/tier-grid';
import { m } from '@/lib/i18n';
import { AccountShortcuts } from './account-shortcuts';
import { QuickCard } from './quick-card';

const TIERS_SECTION_ID = 'tiers';

/** The dashboard of an account without a tier: its shortcuts, then the tier cards to choose from. */
export function TierChoice({
  standingSumCents,
  onSelectTier,
  busy,
  creatorCodePanel,
  creatorCode,
}: {
  standingSumCents: number;
  onSelectTier(tier: Tier): void;
  busy: boolean;
  creatorCodePanel: ReactNode;
  creatorCode: CreatorCodeOffer | null;
}) {
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <AccountShortcuts />
        <QuickCard
          to={`#${TIERS_SECTION_ID}`}
          icon={ShoppingBag}
          title={m.dashboard_purchase_tier()}
          subtitle={m.dashboard_purchase_tier_subtitle()}
        />
      </ul>
      <section id={TIERS_SECTION_ID} aria-labelledby="tiers-title" className="flex scroll-mt-20 flex-col gap-4">
        <h2 id="tiers-title" className="font-display text-4xl text-text">
          {m.dashboard_choose_tier()}
        </h2>
        {creatorCodePanel}
        <TierGrid
          owned={null}
          standingSumCents={standingSumCents}
          onSelect={onSelectTier}
          busy={busy}
          creatorCode={creatorCode}
          giftable
        />
      </section>
    </>
  );
}
