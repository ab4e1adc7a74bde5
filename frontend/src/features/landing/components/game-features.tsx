import { Dna, Footprints, Gauge, Sparkles, Target, Warehouse } from 'lucide-react';
import { Section } from './section';
import { VideoFacade } from './video-facade';

const FEATURES = [
  {
    icon: Footprints,
    title: 'Dribble combos',
    text: 'Chain crossovers, hesitations and step-backs into combos that break a defender down.',
  },
  {
    icon: Target,
    title: 'Jump shot timing',
    text: 'Release on time and it drops. Every jumper comes down to your timing, not a dice roll.',
    video: true,
  },
  {
    icon: Dna,
    title: 'Player build system',
    text: 'Pick height, wingspan and position, and shape a player that fits how you play.',
  },
  {
    icon: Gauge,
    title: 'Attribute system',
    text: 'Shooting, handles, defense and athleticism grow as you play, one point at a time.',
  },
  {
    icon: Sparkles,
    title: 'Trait system',
    text: 'Unlock traits that change how your player moves, shoots and defends in key moments.',
  },
  {
    icon: Warehouse,
    title: 'Unique environments',
    text: 'From rooftop courts to packed college gyms, every venue has its own look and sound.',
  },
];

export function GameFeatures() {
  return (
    <Section id="features" title="Game features" lead="What you play with from the first tip-off.">
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text, video }) => (
          <li
            key={title}
            className={
              video
                ? 'flex flex-col gap-3 rounded-[var(--radius-card)] border border-primary bg-surface p-6'
                : 'flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-6'
            }
          >
            <Icon aria-hidden="true" className="size-7 text-primary" />
            <h3 className="font-display text-3xl text-text">{title}</h3>
            <p className="text-text-muted">{text}</p>
            {video && <VideoFacade title={`${title} gameplay`} />}
          </li>
        ))}
      </ul>
    </Section>
  );
}
