import { LoaderCircle } from 'lucide-react';

/** A centred spinner with visible text, announced politely to screen readers. */
export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center justify-center gap-3 py-16 text-text-muted">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span>{text}</span>
    </div>
  );
}
