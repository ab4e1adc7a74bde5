import { upgradeShortcutSubtitle } from '@shared/checkout-messages';
import type { CreatorCodeOffer } from '@shared/creator-codes';
import { ArrowUpCircle, Gift, Shirt } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { AccountShortcuts } from './account-shortcuts';
import { QuickCard } from './quick-card';
import { UPGRADE_SECTION_ID } from './upgrade-section';

/** A tier owner's shortcuts: the tier's setup (flagged until done), the account's, and the upgrade when there is one. */
export function OwnerShortcuts({
  hasSubmission,
  canUpgrade,
  creatorCode,
}: {
  hasSubmission: boolean;
  canUpgrade: boolean;
  creatorCode: CreatorCodeOffer | null;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <QuickCard
        to={paths.tierSubmission}
        icon={Shirt}
        title="My Tier Info"
        subtitle={hasSubmission ? 'Nickname & jersey' : 'Complete setup'}
        badge={
          hasSubmission ? undefined : (
            <Badge variant="warning" className="self-start">
              Setup Required
            </Badge>
          )
        }
      />
      <AccountShortcuts />
      {canUpgrade && (
        <QuickCard
          to={`#${UPGRADE_SECTION_ID}`}
          icon={ArrowUpCircle}
          title="Upgrade Tier"
          subtitle={upgradeShortcutSubtitle(creatorCode)}
        />
      )}
      <QuickCard to={paths.gift()} icon={Gift} title="Gift a Package" subtitle="Buy a tier for a friend" />
    </ul>
  );
}
