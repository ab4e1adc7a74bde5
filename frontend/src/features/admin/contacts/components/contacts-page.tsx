import type { AdminContactsResponse } from '@shared/api/types/admin';
import type { ContactListStatus } from '@shared/tickets';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { AdminLoadError } from '../../components/admin-load-error';
import { LoadMoreButton } from '../../components/load-more-button';
import { EmptyState, PageHeader, SectionTitle } from '../../components/page-header';
import { useContacts } from '../api/get-contacts';
import { ContactRow } from './contact-row';
import { ContactStatusTabs } from './contact-status-tabs';
import { LinkedContact } from './linked-contact';

/**
 * /admin/contact: contact-form messages and support tickets, newest first; or, with `?contact=<id>`
 * (an audit entry's link), that one submission opened.
 */
export function ContactsPage() {
  const [searchParams] = useSearchParams();
  const linkedId = searchParams.get('contact');
  return (
    <>
      <PageHeader title="Contact Submissions" />
      {linkedId ? <LinkedContact id={linkedId} /> : <ContactList />}
    </>
  );
}

/** Submissions in all statuses and in each: All is every submission, whatever its status. */
function listCounts(page: AdminContactsResponse): Record<ContactListStatus, number> {
  return { all: page.total, ...page.counts };
}

/**
 * All submissions (first) or those of one status. A submission whose status the admin changes stays
 * where the admin is (its row open) while that list still has it.
 */
function ContactList() {
  const [status, setStatus] = useState<ContactListStatus>('all');
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
  const counts = first && listCounts(first);

  return (
    <Card>
      <CardHeader row>
        {/* The count of the list shown: the page answered for its status (the previous one while another loads). */}
        <SectionTitle>All Submissions{first && counts ? ` (${counts[first.status]})` : ''}</SectionTitle>
        <ContactStatusTabs value={status} onChange={setStatus} counts={counts} />
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
  );
}
