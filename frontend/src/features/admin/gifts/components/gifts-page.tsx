import { ADMIN_GIFT_STATUSES } from '@shared/gift-admin-messages';
import { GIFT_STATUS_LABELS, type PaidGiftStatus } from '@shared/gifts';
import { useState } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Loading } from '@/components/ui/loading';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { AdminLoadError } from '../../components/admin-load-error';
import { LoadMoreButton } from '../../components/load-more-button';
import { EmptyState, PageHeader, SectionTitle } from '../../components/page-header';
import { useGifts } from '../api/get-gifts';
import { GiftsTable } from './gifts-table';

const selectClass =
  'h-10 w-full rounded-lg border border-border bg-background px-3 text-text focus-visible:border-primary';

/** /admin/gifts: every paid gift, newest first, or one status's; an unclaimed one can be resent or cancelled. */
export function GiftsPage() {
  const [status, setStatus] = useState<PaidGiftStatus | ''>('');
  const gifts = useGifts(status);
  useLogLoadError(gifts.error, 'gifts');
  const rows = gifts.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <PageHeader title="Gifts" subtitle="Tiers bought for someone else, and whether they were claimed" />
      <Card>
        <CardHeader>
          <SectionTitle>All Gifts</SectionTitle>
        </CardHeader>
        <CardContent aria-busy={gifts.isFetching} className="flex flex-col gap-4">
          <div className="sm:max-w-xs">
            <Field label="Status">
              <select
                className={selectClass}
                value={status}
                onChange={(event) => setStatus(event.target.value as PaidGiftStatus | '')}
              >
                <option value="">All statuses</option>
                {ADMIN_GIFT_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {GIFT_STATUS_LABELS[value]}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          {gifts.isPending && <Loading text="Loading..." />}
          {gifts.isError && <AdminLoadError onRetry={gifts.refetch} retrying={gifts.isFetching} />}
          {gifts.isSuccess && rows.length === 0 && <EmptyState>No gifts yet</EmptyState>}
          {rows.length > 0 && <GiftsTable gifts={rows} />}
          <LoadMoreButton
            hasNextPage={gifts.hasNextPage}
            isFetchingNextPage={gifts.isFetchingNextPage}
            fetchNextPage={gifts.fetchNextPage}
          />
        </CardContent>
      </Card>
    </>
  );
}
