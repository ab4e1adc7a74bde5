import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { AdminLoadError } from '../../components/admin-load-error';
import { LoadMoreButton } from '../../components/load-more-button';
import { EmptyState, PageHeader, SectionTitle } from '../../components/page-header';
import { useCreatorCodes } from '../api/get-creator-codes';
import { CreatorCodeForm } from './creator-code-form';
import { CreatorCodeRow } from './creator-code-row';

/** /admin/creator-codes: new codes, and every code with what it brought in; pause or resume one. */
export function CreatorCodesPage() {
  const codes = useCreatorCodes();
  useLogLoadError(codes.error, 'creator codes');
  const rows = codes.data?.pages.flatMap((page) => page.codes) ?? [];

  return (
    <>
      <PageHeader title="Creator Codes" subtitle="Discount codes for creators, and what each one brought in" />
      <div className="flex flex-col gap-6">
        <CreatorCodeForm />
        <Card>
          <CardHeader>
            <SectionTitle>All Codes</SectionTitle>
          </CardHeader>
          <CardContent>
            {codes.isPending && <Loading text="Loading..." />}
            {codes.isError && <AdminLoadError onRetry={codes.refetch} retrying={codes.isFetching} />}
            {codes.isSuccess && rows.length === 0 && <EmptyState>No creator codes yet</EmptyState>}
            {rows.length > 0 && (
              <ul className="flex flex-col gap-3">
                {rows.map((code) => (
                  <CreatorCodeRow key={code.code} creatorCode={code} />
                ))}
              </ul>
            )}
            <LoadMoreButton
              hasNextPage={codes.hasNextPage}
              isFetchingNextPage={codes.isFetchingNextPage}
              fetchNextPage={codes.fetchNextPage}
            />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
