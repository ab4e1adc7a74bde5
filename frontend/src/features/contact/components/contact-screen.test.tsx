import { CONTACT_MESSAGES } from '@shared/contact-messages';
import { SUPPORT_EMAIL } from '@shared/support-email';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AuthContext } from '@/lib/auth/auth-context';
import { setConfigForTests } from '@/lib/config';
import { apiFailure, mockApi } from '@/test/api-server';
import { fakeAuth, renderRoute, signedInAs, TEST_CONFIG } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { ContactScreen } from './contact-screen';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
const routes = [{ path: '/', element: <Where /> }];

async function fill(values: { name?: string; email?: string; subject?: string; message?: string }) {
  if (values.name) await userEvent.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await userEvent.type(screen.getByLabelText('Email'), values.email);
  if (values.subject) await userEvent.type(screen.getByLabelText('Subject (optional)'), values.subject);
  if (values.message) await userEvent.type(screen.getByLabelText('Message'), values.message);
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

describe('/contact', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the support mailbox in its first render, as the prerendered page has it', () => {
    renderRoute(<ContactScreen />, { at: '/contact' });
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it.each([
    [{}, 'Name is required'],
    [{ name: 'Sam' }, 'Invalid email address'],
    [{ name: 'Sam', email: 'sam@' }, 'Invalid email address'],
    [{ name: 'Sam', email: 'sam@example.com' }, 'Message is required'],
    [
      { name: 'Sam', email: 'sam@example.com', subject: 's'.repeat(201), message: 'Hi' },
      'Subject must be less than 200 characters',
    ],
  ])('shows only the first validation message for %j: "%s"', async (values, message) => {
    const api = mockApi({ 'POST /contact': () => ({ id: 'c1' }) });
    renderRoute(<ContactScreen />, { at: '/contact', auth: fakeAuth() });
    await fill(values);
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(api.callsTo('POST /contact')).toEqual([]);
  });

  it('prefills the email of a signed-in user, sends the form and returns home', async () => {
    const api = mockApi({ 'POST /contact': () => ({ id: 'c1' }) });
    renderRoute(<ContactScreen />, { at: '/contact', auth: signedInAs('fan@example.com'), routes });
    expect(screen.getByLabelText('Email')).toHaveValue('fan@example.com');
    await fill({ name: ' Sam ', message: 'Where is my jersey?' });
    await send();
    expect(await screen.findByText("Message sent successfully! We'll get back to you soon.")).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/');
    expect(api.callsTo('POST /contact')[0]?.body).toEqual({
      name: 'Sam',
      email: 'fan@example.com',
      subject: null,
      message: 'Where is my jersey?',
    });
  });

  it('shows a signed-in user the account email read-only and sends that one, whatever is typed', async () => {
    const api = mockApi({ 'POST /contact': () => ({ id: 'c1' }) });
    renderRoute(<ContactScreen />, { at: '/contact', auth: signedInAs('fan@example.com'), routes });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Replies go to your account email.');
    await userEvent.type(email, 'x');
    expect(email).toHaveValue('fan@example.com');
    await fill({ name: 'Sam', message: 'Where is my jersey?' });
    await send();
    await screen.findByTestId('where');
    expect(api.callsTo('POST /contact')[0]?.body).toMatchObject({ email: 'fan@example.com' });
  });

  it('lets a visitor who is not signed in type an email', async () => {
    renderRoute(<ContactScreen />, { at: '/contact', auth: fakeAuth() });
    const email = screen.getByLabelText('Email');
    expect(email).not.toHaveAttribute('readonly');
    await userEvent.type(email, 'sam@example.com');
    expect(email).toHaveValue('sam@example.com');
  });

  it('keeps the honeypot away from people: hidden from assistive tech, out of the tab order, not autofilled', async () => {
    const api = mockApi({ 'POST /contact': () => ({ id: 'c1' }) });
    const { container } = renderRoute(<ContactScreen />, { at: '/contact', auth: fakeAuth(), routes });
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).toHaveClass('sr-only');
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    await fill({ name: 'Sam', email: 'sam@example.com', message: 'Hello' });
    await userEvent.tab();
    expect(document.activeElement).not.toBe(honeypot);
    await send();
    await screen.findByTestId('where');
    expect(api.callsTo('POST /contact')[0]?.body).not.toHaveProperty('website');
  });

  it('shows the server’s words when the sender is over the limit', async () => {
    mockApi({ 'POST /contact': () => apiFailure(429, CONTACT_MESSAGES.tooManyMessages) });
    renderRoute(<ContactScreen />, { at: '/contact', auth: fakeAuth() });
    await fill({ name: 'Sam', email: 'sam@example.com', message: 'Hello' });
    await send();
    expect(await screen.findByText(CONTACT_MESSAGES.tooManyMessages)).toBeInTheDocument();
  });

  it('over the limit, says when to try again and holds Send until then, without a reload', async () => {
    // The wait is the test's clock: its three minutes pass at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      'POST /contact': () => apiFailure(429, CONTACT_MESSAGES.tooManyMessages, { 'retry-after': '180' }),
    });
    renderRoute(<ContactScreen />, { at: '/contact', auth: fakeAuth() });
    await fill({ name: 'Sam', email: 'sam@example.com', message: 'Hello' });
    await send();

    expect(await screen.findByText(CONTACT_MESSAGES.tooManyMessages)).toBeInTheDocument();
    expect(screen.getByText('Try again in 3 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(screen.getByText('Try again in 1 minute.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByText(/^Try again in/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
    expect(api.callsTo('POST /contact')).toHaveLength(1);
  });

  it("says 'Failed to send message. Please try again.' when sending fails", async () => {
    mockApi({ 'POST /contact': () => apiFailure(500, 'Internal Server Error') });
    renderRoute(<ContactScreen />, { at: '/contact', auth: fakeAuth() });
    await fill({ name: 'Sam', email: 'sam@example.com', subject: 'Hi', message: 'Hello' });
    await send();
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });

  describe('prerendered, before the app has hydrated it', () => {
    let root: Root | undefined;
    afterEach(() => {
      act(() => root?.unmount());
      document.body.innerHTML = '';
    });

    const page = () => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <AuthContext.Provider value={fakeAuth()}>
          <MemoryRouter initialEntries={['/contact']}>
            <ContactScreen />
          </MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>
    );

    it('lets Send be pressed in the bare HTML (the boot module holds the press), posts rather than puts the message in the address, and sends what was typed before hydration', async () => {
      setConfigForTests({ ...TEST_CONFIG });
      const api = mockApi({ 'POST /contact': () => ({ id: 'c1' }) });
      const container = document.createElement('div');
      container.innerHTML = renderToString(page());
      document.body.append(container);
      const button = () => screen.getByRole('button', { name: 'Send Message' });
      expect(button()).toBeEnabled();
      expect(button().closest('form')).toHaveAttribute('method', 'post');

      // A visitor types into the prerendered fields while the app's scripts are still on their way.
      (screen.getByLabelText('Name') as HTMLInputElement).value = 'Early Sam';
      (screen.getByLabelText('Email') as HTMLInputElement).value = 'early@example.com';
      (screen.getByLabelText('Message') as HTMLTextAreaElement).value = 'Typed before the app arrived';

      await act(async () => {
        root = hydrateRoot(container, page());
      });
      await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Early Sam'));
      await send();

      await waitFor(() => expect(api.callsTo('POST /contact')).toHaveLength(1));
      expect(api.callsTo('POST /contact')[0]?.body).toEqual({
        name: 'Early Sam',
        email: 'early@example.com',
        subject: null,
        message: 'Typed before the app arrived',
      });
    });
  });
});
