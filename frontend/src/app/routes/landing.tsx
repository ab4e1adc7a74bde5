import { useTierSelection } from '@/features/checkout/hooks/use-tier-selection';
import { LandingScreen } from '@/features/landing/components/landing-screen';
import { useAnnounceReady } from '../use-announce-ready';

/** /: the landing page, whose tier cards lead into checkout. */
export function LandingRoute() {
  const selectTier = useTierSelection();
  useAnnounceReady();
  return <LandingScreen onSelectTier={selectTier} />;
}
