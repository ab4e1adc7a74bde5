import type { Tier } from '@shared/tiers';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { TierGrid } from '@/components/tiers/tier-grid';
import { paths } from '@/config/paths';
import { ownedTier, useMe } from '@/lib/api/get-me';
import { useAuth } from '@/lib/auth/auth-context';
import { trackViewContent } from '@/lib/tracking';
import { useSeenOnce } from '../hooks/use-seen-once';
import { TIERS_SECTION_ID } from './hero';
import { Section } from './section';

export function TiersSection({ onSelectTier }: { onSelectTier(tier: Tier): void }) {
  const { status } = useAuth();
  const me = useMe();
  const owned = ownedTier(me.data);
  // No Select flashing into Upgrade: the buttons wait for the session and, when signed in, for GET /me.
  const pending = status === 'loading' || (status === 'signedIn' && me.isPending);
  const ref = useRef<HTMLDivElement>(null);
  useSeenOnce(ref, () => void trackViewContent());
  return (
    <Section
      id={TIERS_SECTION_ID}
      focusable
      title="D1 Gang packages"
      lead="One-time purchases. Each tier includes everything from the tiers below it, and you can upgrade later by paying the difference."
    >
      <div ref={ref}>
        <TierGrid
          owned={owned}
          standingSumCents={me.data?.standingSumCents ?? 0}
          onSelect={onSelectTier}
          pending={pending}
        />
      </div>
      <p className="text-text-muted">
        Every tier can put your nickname on the gym wall.{' '}
        <Link to={paths.wall} className="rounded font-semibold text-accent underline">
          See who's on the gym wall
        </Link>
      </p>
    </Section>
  );
}
