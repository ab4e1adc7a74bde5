import { Plus } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { AdminLoadError } from '../../components/admin-load-error';
import { LoadMoreButton } from '../../components/load-more-button';
import { EmptyState, PageHeader, SectionTitle } from '../../components/page-header';
import { useUpdates } from '../api/get-updates';
import { UpdateRow } from './update-row';

/** /admin/updates: the development updates, newest first, and 'New update'. */
export function UpdatesPage() {
  const updates = useUpdates();
  useLogLoadError(updates.error, 'updates');
  const rows = updates.data?.pages.flatMap((page) => page.updates) ?? [];

  return (
    <>
      <PageHeader title="Updates" subtitle="Development updates emailed to the supporters who opted in">
        <LinkButton to={paths.admin.newUpdate}>
          <Plus aria-hidden="true" className="size-4" />
          New update
        </LinkButton>
      </PageHeader>
      <Card>
        <CardHeader>
          <SectionTitle>All Updates</SectionTitle>
        </CardHeader>
        <CardContent>
          {updates.isPending && <Loading text="Loading..." />}
          {updates.isError && <AdminLoadError onRetry={updates.refetch} retrying={updates.isFetching} />}
          {updates.isSuccess && rows.length === 0 && <EmptyState>No updates yet</EmptyState>}
          {rows.length > 0 && (
            <ul className="flex flex-col gap-3">
              {rows.map((update) => (
                <UpdateRow key={update.id} update={update} />
              ))}
            </ul>
          )}
          <LoadMoreButton
            hasNextPage={updates.hasNextPage}
            isFetchingNextPage={updates.isFetchingNextPage}
            fetchNextPage={updates.fetchNextPage}
          />
        </CardContent>
      </Card>
    </>
  );
}
