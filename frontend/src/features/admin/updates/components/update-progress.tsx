import { formatCount } from '@shared/counts';
import type { UpdateProgress as Progress } from '@shared/updates';

const FIGURES: Array<{ key: keyof Progress; label: string }> = [
  { key: 'queued', label: 'Queued' },
  { key: 'sent', label: 'Sent' },
  { key: 'failed', label: 'Failed' },
  { key: 'suppressed', label: 'Suppressed' },
];

/** The send job's figures and a bar of how much of the queue is done (sent or suppressed, of queued). */
export function UpdateProgress({ progress }: { progress: Progress }) {
  const done = progress.sent + progress.suppressed;
  const share = progress.queued === 0 ? 0 : Math.min(100, (done / progress.queued) * 100);
  return (
    <div className="flex flex-col gap-4">
      <div
        role="progressbar"
        aria-label="Send progress"
        aria-valuemin={0}
        aria-valuemax={progress.queued}
        aria-valuenow={done}
        aria-valuetext={`${formatCount(done)} of ${formatCount(progress.queued)}`}
        className="h-3 w-full overflow-hidden rounded-full bg-surface-raised"
      >
        <div
          className="h-full rounded-full bg-primary motion-safe:transition-[width] motion-safe:duration-200"
          style={{ width: `${share}%` }}
        />
      </div>
      <dl className="grid grid-cols-2 gap-3">
        {FIGURES.map(({ key, label }) => (
          <div key={key} className="flex flex-col gap-1 rounded-lg border border-border p-3">
            <dt className="text-sm text-text-muted">{label}</dt>
            <dd className="text-xl font-bold text-text tabular-nums">{formatCount(progress[key])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
