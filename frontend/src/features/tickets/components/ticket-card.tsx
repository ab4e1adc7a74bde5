import type { Ticket } from '@shared/api/types/account';
import { statusBadgeVariant, userStatusLabel } from '@shared/tickets';
import { Badge } from '@/components/ui/badge';
import { formatLongDate } from '@/lib/dates';

const WAITING_MESSAGE = 'Waiting for support team response...';

/** One support ticket: status, date, what the user wrote and what support answered. */
export function TicketCard({ ticket }: { ticket: Ticket }) {
  const headingId = `ticket-${ticket.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Badge variant={statusBadgeVariant(ticket.status)}>{userStatusLabel(ticket.status)}</Badge>
        <time dateTime={ticket.createdAt} className="text-sm text-text-muted">
          {formatLongDate(ticket.createdAt)}
        </time>
      </div>
      <h2 id={headingId} className="text-lg font-bold text-text">
        {ticket.subject || 'No subject'}
      </h2>
      <div className="flex flex-col gap-1">
        <h3 className="text-xs font-bold tracking-wide text-text-muted">YOUR MESSAGE</h3>
        <p className="whitespace-pre-wrap text-text">{ticket.message}</p>
      </div>
      {ticket.adminResponse ? (
        <div className="flex flex-col gap-1 rounded-lg border border-accent/60 bg-surface-raised p-4">
          <h3 className="text-xs font-bold tracking-wide text-accent">SUPPORT RESPONSE</h3>
          <p className="whitespace-pre-wrap text-text">{ticket.adminResponse}</p>
        </div>
      ) : (
        ticket.status !== 'resolved' && <p className="text-sm italic text-text-muted">{WAITING_MESSAGE}</p>
      )}
    </article>
  );
}
