import { DevStatus } from './dev-status';
import { Faq } from './faq';
import { GameFeatures } from './game-features';
import { Hero } from './hero';
import { TiersSection } from './tiers-section';
import { WhatIs } from './what-is';
import { WhyJoin } from './why-join';

/** The landing page (SPEC §1), in the spec's section order. */
export function LandingScreen() {
  return (
    <>
      <Hero />
      <WhatIs />
      <GameFeatures />
      <DevStatus />
      <TiersSection />
      <Faq />
      <WhyJoin />
    </>
  );
}
