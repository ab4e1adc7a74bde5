import { LoaderCircle } from 'lucide-react';
import { m } from '@/lib/i18n';

/** A centred spinner with visible text, announced politely to screen readers. */
export function Loading({ text = m.layout_loading() }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center justify-center gap-3 py-16 text-text-muted">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span>{text}</span>
    </div>
  );
}

/**
 * A whole screen's loading state: the spinner over a first screen's height, so the footer stays out of
 * view until the screen takes its place rather than showing and then being pushed down.
 */
export function ScreenLoading() {
  return (
    <div className="min-h-svh">
      <Loading />
    </div>
  );
}
