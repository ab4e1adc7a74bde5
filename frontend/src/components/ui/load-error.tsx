import { m } from '@/lib/i18n';
import { Button } from './button';

interface LoadErrorProps {
  /** What did not load, in the screen's words. */
  message: string;
  /** The failed query's refetch. */
  onRetry: () => unknown;
  retryLabel?: string;
}

/**
 * A part of a screen whose data did not load: the reason beside a button that fetches again. The admin
 * pages have their own, larger AdminLoadError in place of a whole page.
 */
export function LoadError({ message, onRetry, retryLabel = m.layout_try_again() }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-danger p-4 text-text"
    >
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={() => void onRetry()}>
        {retryLabel}
      </Button>
    </div>
  );
}
