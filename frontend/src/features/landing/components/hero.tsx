import { ArrowDown } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';
import { m } from '@/lib/i18n';
import { CourtArt } from './court-art';

export const TIERS_SECTION_ID = 'tiers';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden border-b border-border">
      {/* On a phone the art is a band below the text (the bottom padding keeps it clear), so the pill
          and the headline sit on the plain background; from md up the court fills the hero. */}
      <CourtArt className="absolute inset-x-0 bottom-0 h-52 w-full md:inset-y-0 md:h-full" />
      <div className="relative mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 pt-16 pb-56 md:px-6 md:py-32">
        <p className="rounded-full border border-border bg-surface px-3 py-1 text-xs font-bold tracking-widest text-accent">
          {m.landing_hero_modes()}
        </p>
        <h1 id="hero-title" className="font-display text-6xl leading-none text-text md:text-8xl">
          {m.landing_hero_title()}
        </h1>
        <p className="max-w-xl text-lg text-text">{m.landing_hero_lead()}</p>
        <p className="max-w-xl text-sm text-text-muted">{m.landing_hero_estimate()}</p>
        {/* A link to the section, not a button: it works in the prerendered page before the app runs, and
            after that the in-page anchor scrolls to the tiers and focuses them (RouteFocus). */}
        <LinkButton size="lg" to={`#${TIERS_SECTION_ID}`}>
          {m.landing_hero_cta()}
          <ArrowDown aria-hidden="true" className="size-5" />
        </LinkButton>
      </div>
    </section>
  );
}
