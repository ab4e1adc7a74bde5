import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import type { CreatorCodeOffer } from '@shared/creator-codes';
import { upgradeOptions } from '@shared/ownership';
import { busyRetrying } from '@shared/rate-limit-messages';
import { setupFieldsToAsk } from '@shared/tier-setup';
import { TIERS, type Tier } from '@shared/tiers';
import type { ReactNode } from 'react';
import { Page } from '@/components/layout/page';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/loading';
import { ownedTier, useMe } from '@/lib/api/get-me';
import { useAuth } from '@/lib/auth/auth-context';
import { m } from '@/lib/i18n';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { DashboardLoadFailed, DashboardLoading } from './dashboard-fallbacks';
import { OwnerDashboard } from './owner-dashboard';
import { TierChoice } from './tier-choice';

interface DashboardScreenProps {
  /** What choosing a tier card does (checkout). */
  onSelectTier(tier: Tier): void;
  /** A checkout is starting: say so and hold the tier cards. */
  checkingOut: boolean;
  /** The checkout's call was throttled and is tried again shortly: say so instead of the redirect. */
  checkoutRetrying?: boolean;
  /** The creator code's place above the tier cards (apply, remove, why a code was refused). */
  creatorCodePanel: ReactNode;
  /** The applied creator code, priced on the cards. */
  creatorCode: CreatorCodeOffer | null;
}

/** /dashboard: the owned tier and its shortcuts, or the tier grid for a user without a purchase. */
export function DashboardScreen({
  onSelectTier,
  checkingOut,
  checkoutRetrying = false,
  creatorCodePanel,
  creatorCode,
}: DashboardScreenProps) {
  const { user } = useAuth();
  const me = useMe();
  // docs/product.md §Error catalogue: a failed tier read is logged and the user is left with no tier.
  const owned = ownedTier(me.data);

  useLogLoadError(me.error, 'account');

  const higher = upgradeOptions(owned, TIERS);
  const subtitle = user?.email ? m.dashboard_signed_in_as({ email: user.email }) : undefined;
  const standingSumCents = me.data?.standingSumCents ?? 0;

  if (me.isPending) return <DashboardLoading subtitle={subtitle} />;
  // Not read at all (a failed refetch keeps the account it had, and shows it under the error).
  if (me.isError && !me.data) return <DashboardLoadFailed subtitle={subtitle} onRetry={me.refetch} />;

  return (
    <Page title={m.dashboard_title()} subtitle={subtitle} className="min-h-svh">
      {me.isError && <LoadError message={m.dashboard_load_failed()} onRetry={me.refetch} />}
      {checkingOut && <Loading text={checkoutRetrying ? busyRetrying() : CHECKOUT_MESSAGES.redirecting} />}
      {me.data?.paymentProcessing && (
        <p role="status" className="rounded-xl border border-border bg-surface px-4 py-3 text-text">
          {CHECKOUT_MESSAGES.paymentProcessing}
        </p>
      )}
      {owned ? (
        <OwnerDashboard
          owned={owned}
          standingSumCents={standingSumCents}
          setupAsks={setupFieldsToAsk(owned, me.data?.submission ?? null, me.data?.earlierSubmission ?? null)}
          gameAccounts={me.data?.gameAccounts ?? []}
          higher={higher}
          onSelectTier={onSelectTier}
          busy={checkingOut}
          creatorCodePanel={creatorCodePanel}
          creatorCode={creatorCode}
        />
      ) : (
        <TierChoice
          standingSumCents={standingSumCents}
          onSelectTier={onSelectTier}
          busy={checkingOut}
          creatorCodePanel={creatorCodePanel}
          creatorCode={creatorCode}
        />
      )}
    </Page>
  );
}
