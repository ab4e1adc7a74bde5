import { Flame, Hammer, MessageSquare, Shirt } from 'lucide-react';
import { m } from '@/lib/i18n';
import { Section } from './section';

const REASONS = [
  {
    id: 'rewards',
    icon: Shirt,
    title: m.landing_why_rewards_title,
    text: m.landing_why_rewards_text,
  },
  {
    id: 'build',
    icon: Hammer,
    title: m.landing_why_build_title,
    text: m.landing_why_build_text,
  },
  {
    id: 'team',
    icon: MessageSquare,
    title: m.landing_why_team_title,
    text: m.landing_why_team_text,
  },
  {
    id: 'dates',
    icon: Flame,
    title: m.landing_why_dates_title,
    text: m.landing_why_dates_text,
  },
];

export function WhyJoin() {
  return (
    <Section id="why-join" title={m.landing_why_title()} className="border-b-0">
      <ul className="grid gap-5 sm:grid-cols-2">
        {REASONS.map(({ id, icon: Icon, title, text }) => (
          <li key={id} className="flex gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-6">
            <Icon aria-hidden="true" className="size-7 shrink-0 text-accent" />
            <div className="flex flex-col gap-1">
              <h3 className="text-lg font-bold text-text">{title()}</h3>
              <p className="text-text-muted">{text()}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
