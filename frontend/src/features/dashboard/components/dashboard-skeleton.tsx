import { Loading } from '@/components/ui/loading';
import { m } from '@/lib/i18n';

const CARDS = [0, 1, 2];

/**
 * The dashboard's shape while the account loads: three shortcut cards at the size quick-card.tsx
 * gives them, then a section heading's line and a panel holding the loading status, at least the rest
 * of a first screen, so what the account brings takes their places without moving what is on screen.
 */
export function DashboardSkeleton() {
  return (
    <div data-testid="dashboard-skeleton" aria-busy="true" className="flex flex-col gap-6">
      <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card}>
            <div className="flex h-full items-start gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-5">
              <span className="size-6 shrink-0" />
              <span className="flex flex-col gap-1">
                <span className="font-display text-2xl">{'\u00a0'}</span>
                <span className="text-sm">{'\u00a0'}</span>
              </span>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-4">
        <p aria-hidden="true" className="font-display text-4xl">
          {'\u00a0'}
        </p>
        <div className="min-h-[75svh] rounded-[var(--radius-card)] border border-border bg-surface">
          <Loading text={m.dashboard_loading()} />
        </div>
      </div>
    </div>
  );
}
