import type { Tier } from '@shared/tiers';
import { DevStatus } from './dev-status';
import { Faq } from './faq';
import { GameFeatures } from './game-features';
import { Hero } from './hero';
import { type LandingCreatorCode, TiersSection } from './tiers-section';
import { WhatIs } from './what-is';
import { WhyJoin } from './why-join';

/**
 * The landing page (docs/product.md §Landing page), in its section order. Choosing a tier starts checkout
 * (onSelectTier), with the visitor's creator code, which the tier cards price.
 */
export function LandingScreen({
  onSelectTier,
  creatorCode = null,
}: {
  onSelectTier(tier: Tier): void;
  creatorCode?: LandingCreatorCode | null;
}) {
  return (
    <>
      <Hero />
      <WhatIs />
      <GameFeatures />
      <DevStatus />
      <TiersSection onSelectTier={onSelectTier} creatorCode={creatorCode} />
      <Faq />
      <WhyJoin />
    </>
  );
}
