import type { GameAccount } from '@shared/api/types/game';
import { CHECKOUT_MESSAGES, upgradeCostNote, upgradeShortcutSubtitle } from '@shared/checkout-messages';
import type { CreatorCodeOffer } from '@shared/creator-codes';
import { upgradeOptions } from '@shared/ownership';
import { setupFieldsToAsk } from '@shared/tier-setup';
import { TIERS, type Tier } from '@shared/tiers';
import { ArrowUpCircle, LifeBuoy, Shirt, ShoppingBag, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Page } from '@/components/layout/page';
import { TierGrid } from '@/components/tiers/tier-grid';
import { Badge } from '@/components/ui/badge';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { ownedTier, useMe } from '@/lib/api/get-me';
import { useAuth } from '@/lib/auth/auth-context';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { CurrentTierPanel } from './current-tier-panel';
import { DashboardSkeleton } from './dashboard-skeleton';
import { GameDeliveryStatus } from './game-delivery-status';
import { QuickCard } from './quick-card';

const UPGRADE_SECTION_ID = 'upgrade';
/** How the setup warning names a field still to give. */
const SETUP_FIELD_WORDS = { nickname: 'nickname', jerseyBackName: 'jersey name' } as const;
const TIERS_SECTION_ID = 'tiers';

interface DashboardScreenProps {
  /** What choosing a tier card does (checkout). */
  onSelectTier(tier: Tier): void;
  /** A checkout is starting: say so and hold the tier cards. */
  checkingOut: boolean;
  /** The creator code's place above the tier cards (apply, remove, why a code was refused). */
  creatorCodePanel: ReactNode;
  /** The applied creator code, priced on the cards. */
  creatorCode: CreatorCodeOffer | null;
}

/** /dashboard: the owned tier and its shortcuts, or the tier grid for a user without a purchase. */
export function DashboardScreen({ onSelectTier, checkingOut, creatorCodePanel, creatorCode }: DashboardScreenProps) {
  const { user } = useAuth();
  const me = useMe();
  // docs/product.md §Error catalogue: a failed tier read is logged and the user is left with no tier.
  const owned = ownedTier(me.data);

  useLogLoadError(me.error, 'account');

  const higher = upgradeOptions(owned, TIERS);
  const subtitle = user?.email ? `Signed in as ${user.email}` : undefined;

  // At least a first screen while loading and after, so the footer never moves into view when the account
  // answers, however short the owner's dashboard.
  if (me.isPending) {
    return (
      <Page title="Dashboard" subtitle={subtitle} className="min-h-svh">
        <DashboardSkeleton />
      </Page>
    );
  }

  // Not read at all: the error and the screens that do not depend on the tier, never a tier grid that
  // would offer an owner tiers they have (a failed refetch keeps the account it had).
  if (me.isError && !me.data) {
    return (
      <Page title="Dashboard" subtitle={subtitle} className="min-h-svh">
        <LoadError message="We could not load your tier right now." onRetry={me.refetch} />
        <ul className="grid gap-4 sm:grid-cols-2">
          <QuickCard to={paths.profile} icon={UserRound} title="My Profile" subtitle="Account details" />
          <QuickCard to={paths.tickets} icon={LifeBuoy} title="My Tickets" subtitle="Support requests" />
        </ul>
      </Page>
    );
  }

  return (
    <Page title="Dashboard" subtitle={subtitle} className="min-h-svh">
      {me.isError && <LoadError message="We could not load your tier right now." onRetry={me.refetch} />}
      {checkingOut && <Loading text="Redirecting to Stripe checkout..." />}
      {me.data?.paymentProcessing && (
        <p role="status" className="rounded-xl border border-border bg-surface px-4 py-3 text-text">
          {CHECKOUT_MESSAGES.paymentProcessing}
        </p>
      )}
      {owned ? (
        <OwnerDashboard
          owned={owned}
          standingSumCents={me.data?.standingSumCents ?? 0}
          setupAsks={setupFieldsToAsk(owned, me.data?.submission ?? null, me.data?.earlierSubmission ?? null)}
          gameAccounts={me.data?.gameAccounts ?? []}
          higher={higher}
          onSelectTier={onSelectTier}
          busy={checkingOut}
          creatorCodePanel={creatorCodePanel}
          creatorCode={creatorCode}
        />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <QuickCard to={paths.profile} icon={UserRound} title="My Profile" subtitle="Account details" />
            <QuickCard to={paths.tickets} icon={LifeBuoy} title="My Tickets" subtitle="Support requests" />
            <QuickCard
              to={`#${TIERS_SECTION_ID}`}
              icon={ShoppingBag}
              title="Purchase a Tier"
              subtitle="Pick your D1 Gang package"
            />
          </ul>
          <section id={TIERS_SECTION_ID} aria-labelledby="tiers-title" className="flex scroll-mt-20 flex-col gap-4">
            <h2 id="tiers-title" className="font-display text-4xl text-text">
              Choose your tier
            </h2>
            {creatorCodePanel}
            <TierGrid
              owned={null}
              standingSumCents={me.data?.standingSumCents ?? 0}
              onSelect={onSelectTier}
              busy={checkingOut}
              creatorCode={creatorCode}
            />
          </section>
        </>
      )}
    </Page>
  );
}

function OwnerDashboard({
  owned,
  standingSumCents,
  setupAsks,
  gameAccounts,
  higher,
  onSelectTier,
  busy,
  creatorCodePanel,
  creatorCode,
}: {
  owned: Tier;
  standingSumCents: number;
  /** What the tier's setup still asks for: nothing once set up (an upgrade keeps the nickname already given). */
  setupAsks: readonly Tier['setupFields'][number][];
  gameAccounts: readonly GameAccount[];
  higher: Tier[];
  onSelectTier(tier: Tier): void;
  busy: boolean;
  creatorCodePanel: ReactNode;
  creatorCode: CreatorCodeOffer | null;
}) {
  const hasSubmission = setupAsks.length === 0;
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <QuickCard
          to={paths.tierSubmission}
          icon={Shirt}
          title="My Tier Info"
          subtitle={hasSubmission ? 'Nickname & jersey' : 'Complete setup'}
          badge={
            hasSubmission ? undefined : (
              <Badge variant="warning" className="self-start">
                Setup Required
              </Badge>
            )
          }
        />
        <QuickCard to={paths.profile} icon={UserRound} title="My Profile" subtitle="Account details" />
        <QuickCard to={paths.tickets} icon={LifeBuoy} title="My Tickets" subtitle="Support requests" />
        {higher.length > 0 && (
          <QuickCard
            to={`#${UPGRADE_SECTION_ID}`}
            icon={ArrowUpCircle}
            title="Upgrade Tier"
            subtitle={upgradeShortcutSubtitle(creatorCode)}
          />
        )}
      </ul>
      {!hasSubmission && (
        <p role="status" className="rounded-lg border border-warning p-4 text-text">
          <span className="font-bold text-warning">Setup required: </span>
          add your {setupAsks.map((field) => SETUP_FIELD_WORDS[field]).join(' and ')} so we can prepare your{' '}
          {owned.name} rewards.
        </p>
      )}
      <GameDeliveryStatus accounts={gameAccounts} />
      <CurrentTierPanel tier={owned} />
      {higher.length > 0 && (
        <section id={UPGRADE_SECTION_ID} aria-labelledby="upgrade-title" className="flex scroll-mt-20 flex-col gap-4">
          <h2 id="upgrade-title" className="font-display text-4xl text-text">
            Upgrade your tier
          </h2>
          <p className="text-text-muted">{upgradeCostNote(standingSumCents, creatorCode)}</p>
          {creatorCodePanel}
          <TierGrid
            owned={owned}
            standingSumCents={standingSumCents}
            tiers={higher}
            onSelect={onSelectTier}
            busy={busy}
            creatorCode={creatorCode}
          />
        </section>
      )}
    </>
  );
}
