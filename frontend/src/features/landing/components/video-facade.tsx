import { Play } from 'lucide-react';
import { useState } from 'react';
import { m } from '@/lib/i18n';

/** The gameplay clip on YouTube (privacy-enhanced host). The one place its id is written. */
export const GAMEPLAY_VIDEO_ID = 'D1GangClip1';

/**
 * Click-to-load video: a button with an inline poster until the visitor asks for the video, so the
 * landing page loads no third-party player (and sets no cookies) on its own.
 */
export function VideoFacade({ title }: { title: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        className="aspect-video w-full rounded-lg border border-border"
        src={`https://www.youtube-nocookie.com/embed/${GAMEPLAY_VIDEO_ID}?autoplay=1`}
        title={title}
        // Fullscreen is granted in `allow` alone: with `allowfullscreen` too, browsers warn that
        // the allow attribute takes precedence.
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={m.landing_video_play({ title })}
      className="group relative aspect-video w-full overflow-hidden rounded-lg border border-border bg-background"
    >
      <svg viewBox="0 0 160 90" aria-hidden="true" className="absolute inset-0 h-full w-full">
        <rect width="160" height="90" fill="var(--color-surface-raised)" />
        <path d="M0 90 Q80 20 160 90" fill="none" stroke="var(--color-primary)" strokeOpacity="0.4" />
        <path d="M62 20h36M70 24h20l-4 14h-12z" fill="none" stroke="var(--color-text)" strokeOpacity="0.5" />
        <circle cx="112" cy="40" r="7" fill="var(--color-primary)" />
        <path d="M106 40c3-4 9-4 12 0" fill="none" stroke="var(--color-background)" strokeWidth="0.8" />
      </svg>
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-primary text-primary-text shadow-card transition-transform duration-150 group-hover:scale-105">
          <Play aria-hidden="true" className="size-7 translate-x-0.5" />
        </span>
      </span>
    </button>
  );
}
