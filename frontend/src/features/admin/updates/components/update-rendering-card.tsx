import type { AdminUpdate } from '@shared/updates';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { AdminLoadError } from '../../components/admin-load-error';
import { SectionTitle } from '../../components/page-header';
import { useUpdateRendering } from '../api/preview-update';
import { UpdatePreview } from './update-preview';

/** What an update that can no longer change looks like, as the server renders it. */
export function UpdateRenderingCard({ update }: { update: AdminUpdate }) {
  const rendering = useUpdateRendering({ subject: update.subject, bodyMarkdown: update.bodyMarkdown });
  useLogLoadError(rendering.error, 'update rendering');
  return (
    <Card>
      <CardHeader>
        <SectionTitle>Email</SectionTitle>
      </CardHeader>
      <CardContent>
        {rendering.isPending && <Loading text="Loading..." />}
        {rendering.isError && <AdminLoadError onRetry={rendering.refetch} retrying={rendering.isFetching} />}
        {rendering.data && <UpdatePreview rendering={rendering.data} />}
      </CardContent>
    </Card>
  );
}
