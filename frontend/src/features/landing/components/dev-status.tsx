import { COMPLETE_FEATURE_COUNT, DEV_PROGRESS_PERCENT, IN_PROGRESS_FEATURES } from '@shared/dev-status';
import { CircleCheck, Hammer } from 'lucide-react';
import { m } from '@/lib/i18n';
import { Section } from './section';

/** The features in progress, named in the page's language. */
const FEATURE_NAMES: Record<(typeof IN_PROGRESS_FEATURES)[number], () => string> = {
  'Player builder': m.landing_dev_player_builder,
  'Traits system': m.landing_dev_traits,
  'Console ports': m.landing_dev_console_ports,
  'Animation polish': m.landing_dev_animation,
  '5v5 mode': m.landing_dev_five_on_five,
};

export function DevStatus() {
  return (
    <Section id="development" title={m.landing_dev_title()} lead={m.landing_dev_lead()}>
      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-6">
        <div className="flex items-baseline justify-between gap-4">
          <span id="dev-progress-label" className="font-semibold text-text">
            {m.landing_dev_progress()}
          </span>
          <span className="tabular font-display text-4xl text-primary">{DEV_PROGRESS_PERCENT}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="dev-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={DEV_PROGRESS_PERCENT}
          aria-valuetext={m.landing_dev_percent_complete({ percent: DEV_PROGRESS_PERCENT })}
          className="h-3 overflow-hidden rounded-full bg-surface-raised"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${DEV_PROGRESS_PERCENT}%` }} />
        </div>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <div className="flex items-center gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-6">
          <CircleCheck aria-hidden="true" className="size-10 shrink-0 text-accent" />
          <p className="text-text">
            <span className="tabular font-display text-5xl">{COMPLETE_FEATURE_COUNT}</span>
            <span className="block text-text-muted">{m.landing_dev_features_complete()}</span>
          </p>
        </div>
        <div className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-6">
          <h3 className="flex items-center gap-2 font-display text-3xl text-text">
            <Hammer aria-hidden="true" className="size-6 text-warning" />
            {m.landing_dev_in_progress({ count: IN_PROGRESS_FEATURES.length })}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {IN_PROGRESS_FEATURES.map((feature) => (
              <li key={feature} className="rounded-full border border-border px-3 py-1 text-sm text-text">
                {FEATURE_NAMES[feature]()}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
