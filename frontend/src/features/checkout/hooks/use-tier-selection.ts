import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import type { Tier } from '@shared/tiers';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { toast } from '@/lib/toast';

/** Navigation state the dashboard reads to start a checkout. */
interface SelectedTierState {
  selectedTier: Tier['id'];
}

/** What choosing a tier does: signed out, ask to sign up; signed in, hand the tier to the dashboard. */
export function useTierSelection(): (tier: Tier) => void {
  const { status } = useAuth();
  const navigate = useNavigate();
  return (tier) => {
    if (status !== 'signedIn') {
      toast.error(CHECKOUT_MESSAGES.signInToBuy);
      navigate(paths.authSignUp);
      return;
    }
    navigate(paths.dashboard, { state: { selectedTier: tier.id } satisfies SelectedTierState });
  };
}
