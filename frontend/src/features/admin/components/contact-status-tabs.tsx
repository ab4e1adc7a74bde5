import type { AdminContactsResponse } from '@shared/api/types/admin';
import { statusOptionLabel, TICKET_STATUSES, type TicketStatus } from '@shared/tickets';
import { Button } from '@/components/ui/button';

interface ContactStatusTabsProps {
  value: TicketStatus;
  onChange: (status: TicketStatus) => void;
  /** Submissions in each status, from the running totals (absent until the first page answers). */
  counts: AdminContactsResponse['counts'] | undefined;
}

/** The contact submissions' status tabs, New first, each with its count. */
export function ContactStatusTabs({ value, onChange, counts }: ContactStatusTabsProps) {
  return (
    <div role="tablist" aria-label="Status" className="flex flex-wrap gap-2">
      {TICKET_STATUSES.map((status) => (
        <Button
          key={status}
          role="tab"
          aria-selected={status === value}
          variant={status === value ? 'primary' : 'outline'}
          onClick={() => onChange(status)}
        >
          {statusOptionLabel(status)}
          {counts ? ` (${counts[status]})` : ''}
        </Button>
      ))}
    </div>
  );
}
