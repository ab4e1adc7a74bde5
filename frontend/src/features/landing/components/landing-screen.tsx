import { GOAL_MESSAGES } from '@shared/goal-messages';
import type { Tier } from '@shared/tiers';
import type { ReactNode } from 'react';
import { DevStatus } from './dev-status';
import { Faq } from './faq';
import { GameFeatures } from './game-features';
import { Hero } from './hero';
import { LanguageSuggestion } from './language-suggestion';
import { Section } from './section';
import { type LandingCreatorCode, TiersSection } from './tiers-section';
import { WhatIs } from './what-is';
import { WhyJoin } from './why-join';

/**
 * The landing page (docs/product.md §Landing page), in its section order. Choosing a tier starts checkout
 * (onSelectTier), with the visitor's creator code, which the tier cards price. `goals` is the community
 * goals' figures (the goals feature), shown in a section of their own before the tiers. A visitor whose
 * language is another is offered the page in it, over the page (LanguageSuggestion).
 */
export function LandingScreen({
  onSelectTier,
  creatorCode = null,
  goals = null,
}: {
  onSelectTier(tier: Tier): void;
  creatorCode?: LandingCreatorCode | null;
  goals?: ReactNode;
}) {
  return (
    <>
      <LanguageSuggestion />
      <Hero />
      <WhatIs />
      <GameFeatures />
      <DevStatus />
      {goals && (
        <Section id="goals" title={GOAL_MESSAGES.title} lead={GOAL_MESSAGES.lead}>
          {goals}
        </Section>
      )}
      <TiersSection onSelectTier={onSelectTier} creatorCode={creatorCode} />
      <Faq />
      <WhyJoin />
    </>
  );
}
