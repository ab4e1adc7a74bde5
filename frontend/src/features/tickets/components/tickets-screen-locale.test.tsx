import type { Ticket } from '@shared/api/types/account';
import { screen, within } from '@testing-library/react';
import { setPageLocale } from '@/lib/locale';
import { apiFailure, mockApi, noAnswer } from '@/test/api-server';
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

function expectNoEnglish(...english: string[]) {
  for (const text of english) expect(screen.queryByText(text)).not.toBeInTheDocument();
}

afterEach(() => setPageLocale('/'));

describe('/tickets in Spanish', () => {
  it('says there are no tickets yet and how to send one, in Spanish', async () => {
    setPageLocale('/es/tickets');
    mockApi({ 'GET /me/tickets': () => ({ tickets: [] }) });
    renderRoute(<TicketsScreen />, { at: '/tickets', auth: signedInAs() });

    expect(await screen.findByText('Todavía no hay tickets')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mis tickets' })).toBeInTheDocument();
    expect(screen.getByText('Tus mensajes a soporte y nuestras respuestas.')).toBeInTheDocument();
    expect(
      screen.getByText('¿Preguntas sobre tu paquete? Envíanos un mensaje y te responderemos aquí.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo ticket' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Contactar con soporte' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/dashboard');
    expectNoEnglish('My Tickets', 'No tickets yet', 'New Ticket', 'Contact Support', 'Back to Dashboard');
  });

  it('says the tickets are loading in Spanish', () => {
    setPageLocale('/es/tickets');
    mockApi({ 'GET /me/tickets': noAnswer });
    renderRoute(<TicketsScreen />, { at: '/tickets', auth: signedInAs() });

    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus tickets...');
    expectNoEnglish('Loading your tickets...');
  });
});

describe('/tickets in German', () => {
  it('reads each ticket in German: status, date, headings and the wait for an answer', async () => {
    setPageLocale('/de/tickets');
    mockApi({
      'GET /me/tickets': () => ({
        tickets: [
          ticket({ id: 'old', status: 'resolved', createdAt: '2026-10-01T12:00:00.000Z' }),
          ticket({
            id: 'new',
            status: 'in_progress',
            adminResponse: 'Ja, erledigt.',
            createdAt: '2026-11-21T12:00:00.000Z',
          }),
          ticket({ id: 'mid', subject: null, createdAt: '2026-11-01T12:00:00.000Z' }),
        ],
      }),
    });
    renderRoute(<TicketsScreen />, { at: '/tickets', auth: signedInAs() });

    const [answered, waiting, resolved] = (await screen.findAllByRole('article')).map((card) => within(card));
    expect(answered?.getByText('IN BEARBEITUNG')).toBeInTheDocument();
    expect(answered?.getByText('21. November 2026')).toBeInTheDocument();
    expect(answered?.getByRole('heading', { level: 3, name: 'DEINE NACHRICHT' })).toBeInTheDocument();
    expect(answered?.getByRole('heading', { level: 3, name: 'ANTWORT DES SUPPORTS' })).toBeInTheDocument();
    expect(waiting?.getByText('NEU')).toBeInTheDocument();
    expect(waiting?.getByRole('heading', { level: 2, name: 'Kein Betreff' })).toBeInTheDocument();
    expect(waiting?.getByText('Wartet auf die Antwort des Support-Teams...')).toBeInTheDocument();
    expect(resolved?.getByText('ERLEDIGT')).toBeInTheDocument();

    expectNoEnglish('IN PROGRESS', 'NEW', 'RESOLVED', 'No subject', 'YOUR MESSAGE', 'SUPPORT RESPONSE');
    expectNoEnglish('Waiting for support team response...', 'November 21, 2026');
  });

  it('says the tickets could not be loaded in German', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    setPageLocale('/de/tickets');
    mockApi({ 'GET /me/tickets': () => apiFailure(500, 'Internal Server Error') });
    renderRoute(<TicketsScreen />, { at: '/tickets', auth: signedInAs() });

    expect(await screen.findByText('Wir konnten deine Tickets nicht laden.')).toBeInTheDocument();
    expectNoEnglish('We could not load your tickets.');
    logged.mockRestore();
  });
});
