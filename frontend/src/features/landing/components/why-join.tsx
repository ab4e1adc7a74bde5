import { Flame, Hammer, MessageSquare, Shirt } from 'lucide-react';
import { Section } from './section';

const REASONS = [
  {
    icon: Shirt,
    title: 'Rewards you cannot earn later',
    text: 'Supporter gear, effects and your name on the gym wall are only sold before launch.',
  },
  {
    icon: Hammer,
    title: 'Fund the build',
    text: 'Your package pays for development time on the features still in progress.',
  },
  {
    icon: MessageSquare,
    title: 'A direct line to the team',
    text: 'Supporters get answers through support tickets from the people making the game.',
  },
  {
    icon: Flame,
    title: 'Honest about dates',
    text: 'The release is estimated for 2027. If it moves, you hear it from us first.',
  },
];

export function WhyJoin() {
  return (
    <Section id="why-join" title="Why join the D1 Gang?" className="border-b-0">
      <ul className="grid gap-5 sm:grid-cols-2">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-6">
            <Icon aria-hidden="true" className="size-7 shrink-0 text-accent" />
            <div className="flex flex-col gap-1">
              <h3 className="text-lg font-bold text-text">{title}</h3>
              <p className="text-text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
