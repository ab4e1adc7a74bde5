import { CreatorCodePanel } from '@/components/creator-code/creator-code-panel';
import { useSelectedTierCheckout } from '@/features/checkout/hooks/use-selected-tier-checkout';
import { useTierSelection } from '@/features/checkout/hooks/use-tier-selection';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import { useCreatorCode } from '@/lib/creator-code/use-creator-code';

/** /dashboard: the dashboard, starting the checkout a tier card asked for (here or on the landing page), with the buyer's creator code. */
export function DashboardRoute() {
  const selectTier = useTierSelection();
  const creatorCode = useCreatorCode();
  const { checkingOut, retrying } = useSelectedTierCheckout(creatorCode);
  return (
    <DashboardScreen
      onSelectTier={selectTier}
      checkingOut={checkingOut}
      checkoutRetrying={retrying}
      creatorCodePanel={<CreatorCodePanel creatorCode={creatorCode} />}
      creatorCode={creatorCode.offer}
    />
  );
}
