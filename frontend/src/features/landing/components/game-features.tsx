import { Dna, Footprints, Gauge, Sparkles, Target, Warehouse } from 'lucide-react';
import { m } from '@/lib/i18n';
import { Section } from './section';
import { VideoFacade } from './video-facade';

const FEATURES = [
  {
    id: 'dribble',
    icon: Footprints,
    title: m.landing_feature_dribble_title,
    text: m.landing_feature_dribble_text,
  },
  {
    id: 'shot',
    icon: Target,
    title: m.landing_feature_shot_title,
    text: m.landing_feature_shot_text,
    video: true,
  },
  {
    id: 'build',
    icon: Dna,
    title: m.landing_feature_build_title,
    text: m.landing_feature_build_text,
  },
  {
    id: 'attributes',
    icon: Gauge,
    title: m.landing_feature_attributes_title,
    text: m.landing_feature_attributes_text,
  },
  {
    id: 'traits',
    icon: Sparkles,
    title: m.landing_feature_traits_title,
    text: m.landing_feature_traits_text,
  },
  {
    id: 'venues',
    icon: Warehouse,
    title: m.landing_feature_venues_title,
    text: m.landing_feature_venues_text,
  },
];

export function GameFeatures() {
  return (
    <Section id="features" title={m.landing_features_title()} lead={m.landing_features_lead()}>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ id, icon: Icon, title, text, video }) => (
          <li
            key={id}
            className={
              video
                ? 'flex flex-col gap-3 rounded-[var(--radius-card)] border border-primary bg-surface p-6'
                : 'flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-6'
            }
          >
            <Icon aria-hidden="true" className="size-7 text-primary" />
            <h3 className="font-display text-3xl text-text">{title()}</h3>
            <p className="text-text-muted">{text()}</p>
            {video && <VideoFacade title={m.landing_video_title({ feature: title() })} />}
          </li>
        ))}
      </ul>
    </Section>
  );
}
