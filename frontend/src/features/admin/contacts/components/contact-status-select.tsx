import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { ContactSubmission } from '@shared/api/types/admin';
import { statusOptionLabel, TICKET_STATUSES, type TicketStatus } from '@shared/tickets';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { useUpdateContact } from '../api/update-contact';

const selectClass =
  'h-10 w-full max-w-xs rounded-lg border border-border bg-background px-3 text-text focus-visible:border-primary disabled:opacity-60';

/** Any status can be set from any other (docs/product.md §States and transitions); the server stamps resolved_at. */
export function ContactStatusSelect({ submission }: { submission: ContactSubmission }) {
  const id = useId();
  const update = useUpdateContact();
  // While saving (and while the list reloads after it), show the status being set.
  const shown = update.isPending ? (update.variables.patch.status ?? submission.status) : submission.status;

  const onChange = (status: TicketStatus) =>
    update.mutate(
      { id: submission.id, patch: { status } },
      {
        onSuccess: () => toast.success(ADMIN_MESSAGES.statusUpdated),
        onError: () => toast.error(ADMIN_MESSAGES.statusUpdateFailed),
      },
    );

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-text">
        Status
      </label>
      <select
        id={id}
        className={selectClass}
        value={shown}
        disabled={update.isPending}
        onChange={(event) => onChange(event.target.value as TicketStatus)}
      >
        {TICKET_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusOptionLabel(status)}
          </option>
        ))}
      </select>
    </div>
  );
}
