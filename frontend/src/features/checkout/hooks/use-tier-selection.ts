import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import type { Tier } from '@shared/tiers';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { type SelectedTierState, signUpForTier } from '@/lib/selected-tier';
import { toast } from '@/lib/toast';

/**
 * What choosing a tier does: signed out, ask to sign up (the tier goes along, so the dashboard starts its
 * checkout once the account is signed in); signed in, hand the tier to the dashboard.
 */
export function useTierSelection(): (tier: Tier) => void {
  const { status } = useAuth();
  const navigate = useNavigate();
  return (tier) => {
    if (status !== 'signedIn') {
      toast.error(CHECKOUT_MESSAGES.signInToBuy);
      navigate(signUpForTier(tier.id));
      return;
    }
    navigate(paths.dashboard, { state: { selectedTier: tier.id } satisfies SelectedTierState });
  };
}
