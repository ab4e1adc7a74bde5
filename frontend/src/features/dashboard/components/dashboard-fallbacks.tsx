import { Page } from '@/components/layout/page';
import { LoadError } from '@/components/ui/load-error';
import { m } from '@/lib/i18n';
import { AccountShortcuts } from './account-shortcuts';
import { DashboardSkeleton } from './dashboard-skeleton';

/**
 * The dashboard while the account loads. At least a first screen, as after, so the footer never moves
 * into view when the account answers, however short the owner's dashboard.
 */
export function DashboardLoading({ subtitle }: { subtitle: string | undefined }) {
  return (
    <Page title={m.dashboard_title()} subtitle={subtitle} className="min-h-svh">
      <DashboardSkeleton />
    </Page>
  );
}

/**
 * The dashboard when the account was not read at all: the error and the screens that do not depend on
 * the tier, never a tier grid that would offer an owner tiers they have.
 */
export function DashboardLoadFailed({ subtitle, onRetry }: { subtitle: string | undefined; onRetry(): unknown }) {
  return (
    <Page title={m.dashboard_title()} subtitle={subtitle} className="min-h-svh">
      <LoadError message={m.dashboard_load_failed()} onRetry={onRetry} />
      <ul className="grid gap-4 sm:grid-cols-2">
        <AccountShortcuts />
      </ul>
    </Page>
  );
}
