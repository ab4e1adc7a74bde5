import type { Tier } from '@shared/tiers';
import { paths } from '@/config/paths';

/** Navigation state the dashboard reads to start a checkout for the tier a card chose. */
export interface SelectedTierState {
  selectedTier: Tier['id'];
}

/** The /auth query parameter that holds the tier a signed-out visitor chose, through sign-up and confirmation. */
export const SELECTED_TIER_PARAM = 'tier';

/** /auth in sign-up mode, carrying the chosen tier to the dashboard once the account is signed in. */
export function signUpForTier(tierId: Tier['id']): string {
  return `${paths.authSignUp}&${new URLSearchParams({ [SELECTED_TIER_PARAM]: tierId })}`;
}
