import { useTierSelection } from '@/features/checkout/hooks/use-tier-selection';
import { LandingScreen } from '@/features/landing/components/landing-screen';

/** /: the landing page, whose tier cards lead into checkout. */
export function LandingRoute() {
  const selectTier = useTierSelection();
  return <LandingScreen onSelectTier={selectTier} />;
}
