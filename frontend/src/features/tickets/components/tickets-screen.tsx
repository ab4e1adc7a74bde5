import { Inbox, Plus } from 'lucide-react';
import { Page } from '@/components/layout/page';
import { BackLink } from '@/components/ui/back-link';
import { LinkButton } from '@/components/ui/link-button';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { useTickets } from '../api/get-tickets';
import { TicketCard } from './ticket-card';

/** /tickets: the user's support tickets, newest first. */
export function TicketsScreen() {
  const tickets = useTickets();

  useLogLoadError(tickets.error, 'tickets');

  return (
    <Page
      title={m.dashboard_my_tickets()}
      subtitle={m.dashboard_tickets_subtitle()}
      before={<BackLink to={paths.dashboard}>{m.dashboard_back()}</BackLink>}
    >
      <div>
        <LinkButton to={paths.contact}>
          <Plus aria-hidden="true" className="size-4" />
          {m.dashboard_tickets_new()}
        </LinkButton>
      </div>
      {tickets.isPending && <Loading text={m.dashboard_tickets_loading()} />}
      {tickets.isError && <LoadError message={m.dashboard_tickets_load_failed()} onRetry={tickets.refetch} />}
      {tickets.data?.length === 0 && (
        <div className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] border border-dashed border-border p-10 text-center">
          <Inbox aria-hidden="true" className="size-10 text-text-muted" />
          <p className="font-display text-3xl text-text">{m.dashboard_tickets_empty()}</p>
          <p className="text-text-muted">{m.dashboard_tickets_empty_text()}</p>
          <LinkButton to={paths.contact} variant="outline">
            {m.dashboard_tickets_contact()}
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
