import { Globe, TrendingUp, UserPlus } from 'lucide-react';
import { Section } from './section';

const STEPS = [
  { icon: UserPlus, title: 'Create a player', text: 'Build your hooper from the ground up: position, size and style.' },
  { icon: TrendingUp, title: 'Level up to 99', text: 'Every game you play pushes your player toward a 99 rating.' },
  { icon: Globe, title: 'Compete worldwide', text: 'Run 3v3 and 5v5 with players everywhere, or go 1v1 ranked.' },
];

export function WhatIs() {
  return (
    <Section
      id="what-is"
      title="What is D1 Gang?"
      lead="A competitive multiplayer basketball simulation built around 3v3 and 5v5 games, with 1v1 ranked for the ones who want to prove it alone."
    >
      <ol className="grid gap-5 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li
            key={title}
            className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-6"
          >
            <span className="flex items-center gap-3">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <span className="text-sm font-bold text-text-muted">STEP {index + 1}</span>
            </span>
            <h3 className="font-display text-3xl text-text">{title}</h3>
            <p className="text-text-muted">{text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
