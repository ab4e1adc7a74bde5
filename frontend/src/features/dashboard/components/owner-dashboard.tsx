import type { GameAccount } from '@shared/api/types/game';
import type { CreatorCodeOffer } from '@shared/creator-codes';
import type { Tier } from '@shared/tiers';
import type { ReactNode } from 'react';
import { CurrentTierPanel } from './current-tier-panel';
import { GameDeliveryStatus } from './game-delivery-status';
import { OwnerShortcuts } from './owner-shortcuts';
import { SetupRequiredNotice } from './setup-required-notice';
import { UpgradeSection } from './upgrade-section';

interface OwnerDashboardProps {
  owned: Tier;
  standingSumCents: number;
  /** What the tier's setup still asks for: nothing once set up (an upgrade keeps the nickname already given). */
  setupAsks: readonly Tier['setupFields'][number][];
  gameAccounts: readonly GameAccount[];
  higher: Tier[];
  onSelectTier(tier: Tier): void;
  busy: boolean;
  creatorCodePanel: ReactNode;
  creatorCode: CreatorCodeOffer | null;
}

/** The dashboard of a tier owner: shortcuts, what the setup still needs, game delivery, the tier, and upgrades. */
export function OwnerDashboard({
  owned,
  standingSumCents,
  setupAsks,
  gameAccounts,
  higher,
  onSelectTier,
  busy,
  creatorCodePanel,
  creatorCode,
}: OwnerDashboardProps) {
  const hasSubmission = setupAsks.length === 0;
  return (
    <>
      <OwnerShortcuts hasSubmission={hasSubmission} canUpgrade={higher.length > 0} creatorCode={creatorCode} />
      {!hasSubmission && <SetupRequiredNotice owned={owned} setupAsks={setupAsks} />}
      <GameDeliveryStatus accounts={gameAccounts} />
      <CurrentTierPanel tier={owned} />
      {higher.length > 0 && (
        <UpgradeSection
          owned={owned}
          standingSumCents={standingSumCents}
          higher={higher}
          onSelectTier={onSelectTier}
          busy={busy}
          creatorCodePanel={creatorCodePanel}
          creatorCode={creatorCode}
        />
      )}
    </>
  );
}
