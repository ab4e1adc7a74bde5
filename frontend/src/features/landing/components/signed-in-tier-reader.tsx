import type { Tier } from '@shared/tiers';
import { useEffect } from 'react';
import { ownedTier, useMe } from '@/lib/api/get-me';
import { useAuth } from '@/lib/auth/auth-context';

/** What GET /me says about a signed-in visitor's tier; `known` is false until it answers. */
export interface TierStanding {
  userId: string;
  owned: Tier | null;
  standingSumCents: number;
  known: boolean;
}

/**
 * Reads GET /me for a signed-in visitor and hands the tier to the tiers section, which keeps its cards
 * mounted (no remount, no shift) while this part and the query client load.
 */
export function SignedInTierReader({ onRead }: { onRead(standing: TierStanding): void }) {
  const { user } = useAuth();
  const me = useMe();
  const userId = user?.userId ?? '';
  const owned = ownedTier(me.data);
  const standingSumCents = me.data?.standingSumCents ?? 0;
  const known = !me.isPending;
  useEffect(() => onRead({ userId, owned, standingSumCents, known }), [onRead, userId, owned, standingSumCents, known]);
  return null;
}
