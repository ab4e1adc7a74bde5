import { upgradeShortcutSubtitle } from '@shared/checkout-messages';
import type { CreatorCodeOffer } from '@shared/creator-codes';
import { ArrowUpCircle, Gift, Shirt } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
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
        title={m.dashboard_tier_info()}
        subtitle={hasSubmission ? m.dashboard_tier_info_done() : m.dashboard_tier_info_todo()}
        badge={
          hasSubmission ? undefined : (
            <Badge variant="warning" className="self-start">
              {m.dashboard_setup_required_badge()}
            </Badge>
          )
        }
      />
      <AccountShortcuts />
      {canUpgrade && (
        <QuickCard
          to={`#${UPGRADE_SECTION_ID}`}
          icon={ArrowUpCircle}
          title={m.dashboard_upgrade_tier()}
          subtitle={upgradeShortcutSubtitle(creatorCode)}
        />
      )}
      <QuickCard to={paths.gift()} icon={Gift} title={m.dashboard_gift()} subtitle={m.dashboard_gift_subtitle()} />
    </ul>
  );
}
