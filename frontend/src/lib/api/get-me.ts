import type { MeResponse } from '@shared/api/types/account';
import { findTier, type Tier } from '@shared/tiers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { useAuth } from '../auth/auth-context';
import { meKeys } from '../query-keys';

/** GET /me: profile, owned tier, its submission and the purchase count. */
function getMe(): Promise<MeResponse> {
  return api('GET /me');
}

const meQueryOptions = (userId: string) => queryOptions({ queryKey: meKeys.summary(userId), queryFn: getMe });

/** The tier the account owns (the highest-priced one bought), or null without a purchase or an answer. */
export function ownedTier(me: MeResponse | undefined): Tier | null {
  return me?.tierId ? (findTier(me.tierId) ?? null) : null;
}

/** The signed-in user's account summary; idle while signed out. */
export function useMe() {
  const { status, user } = useAuth();
  return useQuery({ ...meQueryOptions(user?.userId ?? ''), enabled: status === 'signedIn' && Boolean(user) });
}
