import { findTier } from '@shared/tiers';
import { useRef } from 'react';
import { TierGrid } from '@/components/tiers/tier-grid';
import { useMe } from '@/lib/api/get-me';
import { trackViewContent } from '@/lib/tracking';
import { useSeenOnce } from '../hooks/use-seen-once';
import { TIERS_SECTION_ID } from './hero';
import { Section } from './section';

export function TiersSection() {
  const me = useMe();
  const owned = me.data?.tierId ? (findTier(me.data.tierId) ?? null) : null;
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
        <TierGrid owned={owned} />
      </div>
    </Section>
  );
}
