import type { Ticket } from '@shared/api/types/account';
import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { TicketsScreen } from './tickets-screen';

const ticket = (overrides: Partial<Ticket>): Ticket => ({
  id: 't1',
  subject: 'Jersey name',
  message: 'Can I change my jersey name?',
  status: 'new',
  adminResponse: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  resolvedAt: null,
  ...overrides,
});

describe('/tickets', () => {
  it("says 'No tickets yet' and links to /contact", async () => {
    mockApi({ 'GET /me/tickets': () => ({ tickets: [] }) });
    renderRoute(<TicketsScreen />, { at: '/tickets', auth: signedInAs() });
    expect(await screen.findByText('No tickets yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Ticket' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('lists tickets newest first with status, date, subject, message and the support response', async () => {
    mockApi({
      'GET /me/tickets': () => ({
        tickets: [
          ticket({ id: 'old', subject: 'Old question', status: 'resolved', createdAt: '2026-10-01T12:00:00.000Z' }),
          ticket({
            id: 'new',
            subject: 'Newest question',
            status: 'in_progress',
            adminResponse: 'Yes, we changed it.',
            createdAt: '2026-11-21T12:00:00.000Z',
          }),
          ticket({ id: 'mid', subject: null, message: 'Hello?', createdAt: '2026-11-01T12:00:00.000Z' }),
        ],
      }),
    });
    renderRoute(<TicketsScreen />, { at: '/tickets', auth: signedInAs() });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Newest question',
      'No subject',
      'Old question',
    ]);
    const [newest, middle, oldest] = cards.map((card) => within(card));
    expect(newest?.getByText('IN PROGRESS')).toBeInTheDocument();
    expect(newest?.getByText('November 21, 2026')).toBeInTheDocument();
    expect(newest?.getByText('Can I change my jersey name?')).toBeInTheDocument();
    expect(newest?.getByText('Yes, we changed it.')).toBeInTheDocument();
    expect(newest?.queryByText('Waiting for support team response...')).not.toBeInTheDocument();

    expect(middle?.getByText('NEW')).toBeInTheDocument();
    expect(middle?.getByText('Waiting for support team response...')).toBeInTheDocument();

    expect(oldest?.getByText('RESOLVED')).toBeInTheDocument();
    expect(oldest?.queryByText('Waiting for support team response...')).not.toBeInTheDocument();
  });

  it('styles badges by status: new default, in progress secondary, resolved outline', async () => {
    mockApi({
      'GET /me/tickets': () => ({
        tickets: [
          ticket({ id: 'a', status: 'new' }),
          ticket({ id: 'b', status: 'in_progress' }),
          ticket({ id: 'c', status: 'resolved' }),
        ],
      }),
    });
    renderRoute(<TicketsScreen />, { at: '/tickets', auth: signedInAs() });
    expect(await screen.findByText('NEW')).toHaveClass('bg-primary');
    expect(screen.getByText('IN PROGRESS')).toHaveClass('bg-surface-raised');
    expect(screen.getByText('RESOLVED')).toHaveClass('border-border');
  });

  it('shows an error state with a retry when tickets cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /me/tickets': () => apiFailure(500, 'Internal Server Error') });
    renderRoute(<TicketsScreen />, { at: '/tickets', auth: signedInAs() });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your tickets.');
    expect(screen.queryByText('No tickets yet')).not.toBeInTheDocument();
    // Logged from an effect, which React may run a task after the alert is in the page.
    await waitFor(() => expect(error).toHaveBeenCalled());
    error.mockRestore();
  });
});
