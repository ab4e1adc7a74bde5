import type { TicketStatus } from '@shared/tickets';
import { useState } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { useContacts } from '../api/get-contacts';
import { AdminLoadError } from './admin-load-error';
import { ContactRow } from './contact-row';
import { ContactStatusTabs } from './contact-status-tabs';
import { LoadMoreButton } from './load-more-button';
import { EmptyState, PageHeader, SectionTitle } from './page-header';

/**
 * /admin/contact: contact-form messages and support tickets of one status (New first), newest first.
 * A submission whose status the admin changes moves to that status's tab, and the page follows it
 * (its row stays open).
 */
export function ContactsPage() {
  const [status, setStatus] = useState<TicketStatus>('new');
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const setOpen = (id: string, open: boolean) =>
    setOpenIds((ids) => {
      const next = new Set(ids);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  const contacts = useContacts(status);
  useLogLoadError(contacts.error, 'contact submissions');
  const rows = contacts.data?.pages.flatMap((page) => page.items) ?? [];
  const first = contacts.data?.pages[0];
  const total = first?.total;

  return (
    <>
      <PageHeader title="Contact Submissions" />
      <Card>
        <CardHeader row>
          <SectionTitle>All Submissions{total === undefined ? '' : ` (${total})`}</SectionTitle>
          <ContactStatusTabs value={status} onChange={setStatus} counts={first?.counts} />
        </CardHeader>
        <CardContent>
          {contacts.isPending && <Loading text="Loading..." />}
          {contacts.isError && <AdminLoadError onRetry={contacts.refetch} retrying={contacts.isFetching} />}
          {contacts.isSuccess && rows.length === 0 && <EmptyState>No submissions yet</EmptyState>}
          {rows.length > 0 && (
            <ul className="flex flex-col gap-3">
              {rows.map((submission) => (
                <ContactRow
                  key={submission.id}
                  submission={submission}
                  onStatusChanged={setStatus}
                  open={openIds.has(submission.id)}
                  onOpenChange={(open) => setOpen(submission.id, open)}
                />
              ))}
            </ul>
          )}
          <LoadMoreButton
            hasNextPage={contacts.hasNextPage}
            isFetchingNextPage={contacts.isFetchingNextPage}
            fetchNextPage={contacts.fetchNextPage}
          />
        </CardContent>
      </Card>
    </>
  );
}
