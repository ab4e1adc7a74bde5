import { useSelectedTierCheckout } from '@/features/checkout/hooks/use-selected-tier-checkout';
import { useTierSelection } from '@/features/checkout/hooks/use-tier-selection';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';

/** /dashboard: the dashboard, starting the checkout a tier card asked for (here or on the landing page). */
export function DashboardRoute() {
  const selectTier = useTierSelection();
  const checkingOut = useSelectedTierCheckout();
  return <DashboardScreen onSelectTier={selectTier} checkingOut={checkingOut} />;
}
