import { CONTACT_LIST_STATUSES, type ContactListStatus, statusOptionLabel } from '@shared/tickets';
import { Button } from '@/components/ui/button';

interface ContactStatusTabsProps {
  value: ContactListStatus;
  onChange: (status: ContactListStatus) => void;
  /** Submissions in all statuses and in each, from the running totals (absent until the first page answers). */
  counts: Record<ContactListStatus, number> | undefined;
}

/** The contact submissions' tabs, All first and then each status, each with its count. */
export function ContactStatusTabs({ value, onChange, counts }: ContactStatusTabsProps) {
  return (
    <div role="tablist" aria-label="Status" className="flex flex-wrap gap-2">
      {CONTACT_LIST_STATUSES.map((status) => (
        <Button
          key={status}
          role="tab"
          aria-selected={status === value}
          variant={status === value ? 'primary' : 'outline'}
          onClick={() => onChange(status)}
        >
          {status === 'all' ? 'All' : statusOptionLabel(status)}
          {counts ? ` (${counts[status]})` : ''}
        </Button>
      ))}
    </div>
  );
}
