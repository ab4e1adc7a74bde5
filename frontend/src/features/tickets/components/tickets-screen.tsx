import { Inbox, Plus } from 'lucide-react';
import { Page } from '@/components/layout/page';
import { BackLink } from '@/components/ui/back-link';
import { LinkButton } from '@/components/ui/link-button';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { useTickets } from '../api/get-tickets';
import { TicketCard } from './ticket-card';

/** /tickets: the user's support tickets, newest first. */
export function TicketsScreen() {
  const tickets = useTickets();

  useLogLoadError(tickets.error, 'tickets');

  return (
    <Page
      title="My Tickets"
      subtitle="Your messages to support and our answers."
      before={<BackLink to={paths.dashboard}>Back to Dashboard</BackLink>}
    >
      <div>
        <LinkButton to={paths.contact}>
          <Plus aria-hidden="true" className="size-4" />
          New Ticket
        </LinkButton>
      </div>
      {tickets.isPending && <Loading text="Loading your tickets..." />}
      {tickets.isError && <LoadError message="We could not load your tickets." onRetry={tickets.refetch} />}
      {tickets.data?.length === 0 && (
        <div className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] border border-dashed border-border p-10 text-center">
          <Inbox aria-hidden="true" className="size-10 text-text-muted" />
          <p className="font-display text-3xl text-text">No tickets yet</p>
          <p className="text-text-muted">Questions about your package? Send us a message and we'll answer here.</p>
          <LinkButton to={paths.contact} variant="outline">
            Contact Support
          </LinkButton>
        </div>
      )}
      {tickets.data && tickets.data.length > 0 && (
        <ul className="flex flex-col gap-4">
          {tickets.data.map((ticket) => (
            <li key={ticket.id}>
              <TicketCard ticket={ticket} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
