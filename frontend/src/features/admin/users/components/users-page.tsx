import { useState } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { AdminLoadError } from '../../components/admin-load-error';
import { LoadMoreButton } from '../../components/load-more-button';
import { EmptyState, PageHeader, SectionTitle } from '../../components/page-header';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useUsers } from '../api/get-users';
import { SearchProgress } from './search-progress';
import { UserSearch } from './user-search';
import { UsersTable } from './users-table';

/** Wait this long after the last keystroke before searching. */
const SEARCH_DEBOUNCE_MS = 300;

/** /admin/users: every registered user, searchable by email, a page at a time. */
export function UsersPage() {
  const [search, setSearch] = useState('');
  const [anywhere, setAnywhere] = useState(false);
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const users = useUsers({ q, anywhere });
  useLogLoadError(users.error, 'users');
  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];
  const total = users.data?.pages[0]?.total;
  // While a search is active the heading counts the matches, not every user. The server finds them a
  // page at a time and does not count them all (that would read every profile), so the count is of
  // the matches loaded so far, with a '+' while more may match.
  const count = q ? `${rows.length}${users.hasNextPage ? '+' : ''}` : total;

  return (
    <>
      <PageHeader title="Users" subtitle="Manage all registered users" />
      <Card>
        <CardHeader row>
          <SectionTitle>All Users{users.isSuccess ? ` (${count})` : ''}</SectionTitle>
          <UserSearch value={search} onChange={setSearch} anywhere={anywhere} onAnywhereChange={setAnywhere} />
        </CardHeader>
        <CardContent aria-busy={users.isFetching}>
          <SearchProgress users={users} searching={q !== ''} shown={rows.length} />
          {users.isPending && <Loading text="Loading..." />}
          {users.isError && <AdminLoadError onRetry={users.refetch} retrying={users.isFetching} />}
          {users.isSuccess && rows.length === 0 && <EmptyState>No users found</EmptyState>}
          {rows.length > 0 && <UsersTable users={rows} />}
          <LoadMoreButton
            hasNextPage={users.hasNextPage}
            isFetchingNextPage={users.isFetchingNextPage}
            fetchNextPage={users.fetchNextPage}
          />
        </CardContent>
      </Card>
    </>
  );
}
