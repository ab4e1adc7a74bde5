import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface AdminLoadErrorProps {
  /** The failed query's refetch. */
  onRetry: () => unknown;
  /** The query is fetching again: the button waits. */
  retrying: boolean;
  /** Why, when the API said (a 400's message); otherwise the panel's own words. */
  message?: string;
}

/**
 * What an admin page shows when its data did not load, instead of a bare title or an empty table:
 * the reason and a Retry that fetches again. Every admin page uses this one.
 */
export function AdminLoadError({ onRetry, retrying, message = ADMIN_MESSAGES.loadFailed }: AdminLoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] border border-danger/60 bg-surface px-4 py-10 text-center"
    >
      <p className="text-text">{message}</p>
      <Button variant="outline" onClick={() => onRetry()} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
