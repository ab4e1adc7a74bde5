import { Globe, TrendingUp, UserPlus } from 'lucide-react';
import { m } from '@/lib/i18n';
import { Section } from './section';

const STEPS = [
  { id: 'create', icon: UserPlus, title: m.landing_step_create_title, text: m.landing_step_create_text },
  { id: 'level', icon: TrendingUp, title: m.landing_step_level_title, text: m.landing_step_level_text },
  { id: 'compete', icon: Globe, title: m.landing_step_compete_title, text: m.landing_step_compete_text },
];

export function WhatIs() {
  return (
    <Section id="what-is" title={m.landing_what_is_title()} lead={m.landing_what_is_lead()}>
      <ol className="grid gap-5 md:grid-cols-3">
        {STEPS.map(({ id, icon: Icon, title, text }, index) => (
          <li key={id} className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-6">
            <span className="flex items-center gap-3">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <span className="text-sm font-bold text-text-muted">{m.landing_step_label({ number: index + 1 })}</span>
            </span>
            <h3 className="font-display text-3xl text-text">{title()}</h3>
            <p className="text-text-muted">{text()}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
