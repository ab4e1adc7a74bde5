import { UPDATE_MESSAGES } from '@shared/updates';
import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/ui/back-link';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { AdminLoadError } from '../../components/admin-load-error';
import { EmptyState, PageHeader } from '../../components/page-header';
import { useUpdate } from '../api/get-update';
import { UpdateForm } from './update-form';
import { UpdateSentView } from './update-sent-view';

/** /admin/updates/{updateId}: a draft to edit and send, or the update being sent or sent, read-only. */
export function UpdatePage() {
  const { updateId = '' } = useParams();
  const query = useUpdate(updateId);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useLogLoadError(notFound ? null : query.error, 'update');
  const update = query.data?.update;

  return (
    <>
      <div className="mb-6">
        <BackLink to={paths.admin.updates}>Back to Updates</BackLink>
      </div>
      {query.isPending && <Loading text="Loading..." />}
      {notFound && <EmptyState>{UPDATE_MESSAGES.updateNotFound}</EmptyState>}
      {query.isError && !notFound && <AdminLoadError onRetry={query.refetch} retrying={query.isFetching} />}
      {update?.status === 'draft' && (
        <>
          <PageHeader title="Edit update" />
          <UpdateForm key={update.id} saved={update} />
        </>
      )}
      {update && update.status !== 'draft' && <UpdateSentView update={update} />}
    </>
  );
}
