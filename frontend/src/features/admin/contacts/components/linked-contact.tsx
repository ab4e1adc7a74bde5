import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { AdminLoadError } from '../../components/admin-load-error';
import { EmptyState } from '../../components/page-header';
import { useContact } from '../api/get-contact';
import { ContactRow } from './contact-row';

/** The one submission a link names (an audit entry's), opened, with the way back to all submissions. */
export function LinkedContact({ id }: { id: string }) {
  const contact = useContact(id);
  const [open, setOpen] = useState(true);
  const notFound = contact.error instanceof ApiError && contact.error.status === 404;
  useLogLoadError(notFound ? null : contact.error, 'contact submission');

  return (
    <div className="flex flex-col gap-6">
      <LinkButton to={paths.admin.contact} variant="outline" size="sm" className="self-start">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All Submissions
      </LinkButton>
      <Card>
        <CardContent className="pt-5">
          {contact.isPending && <Loading text="Loading..." />}
          {notFound && <EmptyState>{ADMIN_MESSAGES.contactNotFound}</EmptyState>}
          {contact.isError && !notFound && <AdminLoadError onRetry={contact.refetch} retrying={contact.isFetching} />}
          {contact.data && (
            <ul className="flex flex-col gap-3">
              <ContactRow submission={contact.data} open={open} onOpenChange={setOpen} />
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
