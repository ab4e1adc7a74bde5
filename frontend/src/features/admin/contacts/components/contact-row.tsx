import type { ContactSubmission } from '@shared/api/types/admin';
import { adminStatusLabel, statusBadgeVariant } from '@shared/tickets';
import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { AuditEntries } from '../../components/audit-entries';
import { RecordCard, RecordFields } from '../../components/record-list';
import { formatDate } from '../../lib/format-date';
import { ContactStatusSelect } from './contact-status-select';
import { ContactTextForm } from './contact-text-form';
import { CopyEmailButton } from './copy-email-button';

interface ContactRowProps {
  submission: ContactSubmission;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * One contact submission: a summary line that expands into the message and the admin's actions.
 * Whether it is open is the page's, so it stays open while the list reloads after a change.
 */
export function ContactRow({ submission, open, onOpenChange }: ContactRowProps) {
  // A submission tied to a user is a support ticket; the user can read the response.
  const isTicket = submission.userId !== null;

  return (
    <Collapsible.Root asChild open={open} onOpenChange={onOpenChange}>
      <RecordCard>
        <div className="flex flex-col md:flex-row md:flex-wrap md:items-center md:gap-x-3 md:gap-y-2 md:p-4">
          <Collapsible.Trigger asChild>
            <button
              type="button"
              className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-2 rounded-t-lg p-4 pb-0 text-left md:rounded-lg md:p-0"
            >
              <ChevronDown
                aria-hidden="true"
                className={cn(
                  'size-4 shrink-0 text-text-muted transition-transform duration-150',
                  open && 'rotate-180',
                )}
              />
              <Badge variant={statusBadgeVariant(submission.status)}>{adminStatusLabel(submission.status)}</Badge>
              <Badge variant={isTicket ? 'accent' : 'secondary'}>{isTicket ? 'Support Ticket' : 'Contact Form'}</Badge>
              {/* Its own line on a phone, so a long name wraps instead of being squeezed to nothing. */}
              <span className="min-w-0 basis-full font-semibold text-text wrap-anywhere md:basis-auto">
                {submission.name}
              </span>
            </button>
          </Collapsible.Trigger>
          <RecordFields
            inlineOnDesktop
            fields={[
              {
                label: 'Email',
                value: (
                  <span className="flex min-w-0 items-center gap-1 text-text-muted">
                    <span className="min-w-0 wrap-anywhere">{submission.email}</span>
                    <CopyEmailButton email={submission.email} />
                  </span>
                ),
              },
              {
                label: 'Date',
                value: (
                  <time dateTime={submission.createdAt} className="whitespace-nowrap text-text-muted">
                    {formatDate(submission.createdAt)}
                  </time>
                ),
              },
            ]}
          />
        </div>
        <Collapsible.Content className="flex flex-col gap-5 border-t border-border p-4">
          <ContactDetails submission={submission} isTicket={isTicket} open={open} />
        </Collapsible.Content>
      </RecordCard>
    </Collapsible.Root>
  );
}

/** The opened submission: what was sent, and what admins do with it. The audit loads only while open. */
function ContactDetails({
  submission,
  isTicket,
  open,
}: {
  submission: ContactSubmission;
  isTicket: boolean;
  open: boolean;
}) {
  return (
    <>
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
      <ContactTextForm submission={submission} field="adminNotes" />
      {isTicket && <ContactTextForm submission={submission} field="adminResponse" />}
      <section aria-label="Admin actions on this submission">
        <h4 className="mb-2 text-sm text-text-muted">Admin Actions</h4>
        <AuditEntries filter={{ contactId: submission.id }} enabled={open} />
      </section>
    </>
  );
}
