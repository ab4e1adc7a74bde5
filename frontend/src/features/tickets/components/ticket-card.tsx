import type { Ticket } from '@shared/api/types/account';
import { statusBadgeVariant, type TicketStatus } from '@shared/tickets';
import { Badge } from '@/components/ui/badge';
import { formatLongDate } from '@/lib/dates';
import { m } from '@/lib/i18n';

/** The status badge in the supporter's language (the admin panel keeps its English labels). */
const STATUS_LABELS: Record<TicketStatus, () => string> = {
  new: m.dashboard_ticket_status_new,
  in_progress: m.dashboard_ticket_status_in_progress,
  resolved: m.dashboard_ticket_status_resolved,
};

/** One support ticket: status, date, what the user wrote and what support answered. */
export function TicketCard({ ticket }: { ticket: Ticket }) {
  const headingId = `ticket-${ticket.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Badge variant={statusBadgeVariant(ticket.status)}>{STATUS_LABELS[ticket.status]()}</Badge>
        <time dateTime={ticket.createdAt} className="text-sm text-text-muted">
          {formatLongDate(ticket.createdAt)}
        </time>
      </div>
      <h2 id={headingId} className="text-lg font-bold text-text">
        {ticket.subject || m.dashboard_ticket_no_subject()}
      </h2>
      <div className="flex flex-col gap-1">
        <h3 className="text-xs font-bold tracking-wide text-text-muted">{m.dashboard_ticket_your_message()}</h3>
        <p className="whitespace-pre-wrap text-text">{ticket.message}</p>
      </div>
      {ticket.adminResponse ? (
        <div className="flex flex-col gap-1 rounded-lg border border-accent/60 bg-surface-raised p-4">
          <h3 className="text-xs font-bold tracking-wide text-accent">{m.dashboard_ticket_support_response()}</h3>
          <p className="whitespace-pre-wrap text-text">{ticket.adminResponse}</p>
        </div>
      ) : (
        ticket.status !== 'resolved' && <p className="text-sm italic text-text-muted">{m.dashboard_ticket_waiting()}</p>
      )}
    </article>
  );
}
