import type { ContactSubmission } from '@shared/api/types';
import { adminStatusLabel, statusBadgeVariant } from '@shared/tickets';
import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDate } from '../lib/format-date';
import { AuditEntries } from './audit-entries';
import { ContactNotesForm } from './contact-notes-form';
import { ContactResponseForm } from './contact-response-form';
import { ContactStatusSelect } from './contact-status-select';
import { CopyEmailButton } from './copy-email-button';

/** One contact submission: a summary line that expands into the message and the admin's actions. */
export function ContactRow({ submission }: { submission: ContactSubmission }) {
  const [open, setOpen] = useState(false);
  // A submission tied to a user is a support ticket; the user can read the response.
  const isTicket = submission.userId !== null;

  return (
    <Collapsible.Root asChild open={open} onOpenChange={setOpen}>
      <li className="rounded-lg border border-border bg-surface">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 p-4">
          <Collapsible.Trigger asChild>
            <button type="button" className="flex min-w-0 flex-1 items-center gap-3 text-left">
              <ChevronDown
                aria-hidden="true"
                className={cn(
                  'size-4 shrink-0 text-text-muted transition-transform duration-150',
                  open && 'rotate-180',
                )}
              />
              <Badge variant={statusBadgeVariant(submission.status)}>{adminStatusLabel(submission.status)}</Badge>
              <Badge variant={isTicket ? 'accent' : 'secondary'}>{isTicket ? 'Support Ticket' : 'Contact Form'}</Badge>
              <span className="truncate font-semibold text-text">{submission.name}</span>
            </button>
          </Collapsible.Trigger>
          <span className="flex min-w-0 items-center gap-1 text-sm text-text-muted">
            <span className="truncate">{submission.email}</span>
            <CopyEmailButton email={submission.email} />
          </span>
          <time dateTime={submission.createdAt} className="text-sm whitespace-nowrap text-text-muted">
            {formatDate(submission.createdAt)}
          </time>
        </div>
        <Collapsible.Content className="flex flex-col gap-5 border-t border-border p-4">
          {submission.subject && (
            <div>
              <h4 className="text-sm text-text-muted">Subject</h4>
              <p className="font-semibold text-text">{submission.subject}</p>
            </div>
          )}
          <div>
            <h4 className="text-sm text-text-muted">Message</h4>
            <p className="whitespace-pre-wrap text-text">{submission.message}</p>
          </div>
          <ContactStatusSelect submission={submission} />
          <ContactNotesForm submission={submission} />
          {isTicket && <ContactResponseForm submission={submission} />}
          <section aria-label="Admin actions on this submission">
            <h4 className="mb-2 text-sm text-text-muted">Admin Actions</h4>
            <AuditEntries filter={{ contactId: submission.id }} enabled={open} />
          </section>
        </Collapsible.Content>
      </li>
    </Collapsible.Root>
  );
}
