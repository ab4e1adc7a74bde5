import type { Tier } from '@shared/tiers';
import { DevStatus } from './dev-status';
import { Faq } from './faq';
import { GameFeatures } from './game-features';
import { Hero } from './hero';
import { TiersSection } from './tiers-section';
import { WhatIs } from './what-is';
import { WhyJoin } from './why-join';

/** The landing page (docs/product.md §Landing page), in its section order. Choosing a tier starts checkout (onSelectTier). */
export function LandingScreen({ onSelectTier }: { onSelectTier(tier: Tier): void }) {
  return (
    <>
      <Hero />
      <WhatIs />
      <GameFeatures />
      <DevStatus />
      <TiersSection onSelectTier={onSelectTier} />
      <Faq />
      <WhyJoin />
    </>
  );
}
