import type { CreatorCodeOffer } from '@shared/creator-codes';
import type { Tier } from '@shared/tiers';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { TierGrid } from '@/components/tiers/tier-grid';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { hasStoredSession } from '@/lib/auth/stored-session';
import { m } from '@/lib/i18n';
import { trackViewContent } from '@/lib/tracking';
import { useHydrated } from '@/lib/use-hydrated';
import { useSeenOnce } from '../hooks/use-seen-once';
import { TIERS_SECTION_ID } from './hero';
import { Section } from './section';
import type { TierStanding } from './signed-in-tier-reader';

// A signed-out visitor's buttons need no API; a signed-in visitor's tier (GET /me through the query client)
// is read by a part in a chunk of its own, while the cards wait in their place.
const SignedInTierReader = lazy(() =>
  Promise.all([import('./signed-in-tier-reader'), import('@/lib/query-root')]).then(([module, { QueryRoot }]) => ({
    default: ({ onRead }: { onRead(standing: TierStanding): void }) => (
      <QueryRoot>
        <module.SignedInTierReader onRead={onRead} />
      </QueryRoot>
    ),
  })),
);

/** The creator code a signed-in visitor brought: what it offers (null when refused), once `known`. */
export interface LandingCreatorCode {
  offer: CreatorCodeOffer | null;
  known: boolean;
}

export function TiersSection({
  onSelectTier,
  creatorCode = null,
}: {
  onSelectTier(tier: Tier): void;
  /** Checkout sends the visitor's code, so the upgrade buttons say its price, and wait while it is checked. */
  creatorCode?: LandingCreatorCode | null;
}) {
  const { status: sessionStatus, user } = useAuth();
  // The prerendered page, and the render that hydrates it, offer a visitor's Select: it works before the app
  // runs (the boot module holds a press until the app can answer it). For a stored session the boot module
  // hid the buttons (the wrapper's class); from the next render on the session's own state shows.
  const hydrated = useHydrated();
  // The session's own status says 'loading' until its provider's render after hydration, which may come
  // a render after this section's: without a stored session that moment is a visitor's, never a wait
  // (hiding the buttons then dropped a press the boot module held and pressed again at that moment).
  const status = !hydrated || (sessionStatus === 'loading' && !hasStoredSession()) ? 'signedOut' : sessionStatus;
  const [standing, setStanding] = useState<TierStanding | null>(null);
  const signedIn = status === 'signedIn';
  const shown = signedIn && standing?.userId === user?.userId ? standing : null;
  // No Select flashing into Upgrade: the buttons wait for a stored session and, when signed in, for GET /me.
  const pending = status === 'loading' || (signedIn && (!shown?.known || creatorCode?.known === false));
  const ref = useRef<HTMLDivElement>(null);
  useSeenOnce(ref, () => void trackViewContent());
  return (
    <Section id={TIERS_SECTION_ID} focusable title={m.landing_tiers_title()} lead={m.landing_tiers_lead()}>
      <div ref={ref} className="in-data-stored-session:[&_button]:invisible">
        <TierGrid
          owned={shown?.owned ?? null}
          standingSumCents={shown?.standingSumCents ?? 0}
          onSelect={onSelectTier}
          pending={pending}
          creatorCode={signedIn ? (creatorCode?.offer ?? null) : null}
          giftable={signedIn}
        />
        {signedIn && (
          <Suspense fallback={null}>
            <SignedInTierReader onRead={setStanding} />
          </Suspense>
        )}
      </div>
      <p className="text-text-muted">
        {m.landing_tiers_wall_note()}{' '}
        <Link to={paths.wall} className="rounded font-semibold text-accent underline">
          {m.landing_tiers_wall_link()}
        </Link>
      </p>
    </Section>
  );
}
