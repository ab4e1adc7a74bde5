import type { AdminUsersResponse } from '@shared/api/types/admin';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';

interface SearchProgressProps {
  users: UseInfiniteQueryResult<InfiniteData<AdminUsersResponse>>;
  /** A search is on: without one the line stays empty but keeps its place, so the rows never move when one starts. */
  searching: boolean;
  /** Matches on screen. */
  shown: number;
}

/**
 * What an email search has done so far: 'Searching…' while it answers; after a substring search
 * that stopped at its cap with more to read, how many matches are shown (Load more reads on).
 */
export function SearchProgress({ users, searching, shown }: SearchProgressProps) {
  const capped = users.data?.pages[0]?.match === 'substring' && users.hasNextPage;
  const text = !searching ? '' : users.isFetching ? 'Searching…' : capped ? `Showing the first ${shown} matches` : '';
  return (
    <p role="status" aria-live="polite" className="min-h-6 pb-2 text-sm text-text-muted">
      {text}
    </p>
  );
}
