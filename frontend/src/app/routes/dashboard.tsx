import { CreatorCodePanel } from '@/features/checkout/components/creator-code-panel';
import { useCreatorCode } from '@/features/checkout/hooks/use-creator-code';
import { useSelectedTierCheckout } from '@/features/checkout/hooks/use-selected-tier-checkout';
import { useTierSelection } from '@/features/checkout/hooks/use-tier-selection';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';

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
