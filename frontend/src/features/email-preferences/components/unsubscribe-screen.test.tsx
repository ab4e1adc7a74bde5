import { screen } from '@testing-library/react';
import { apiFailure, mockApi } from '@/test/api-server';
import { renderRoute } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { UnsubscribeScreen } from './unsubscribe-screen';

describe('/unsubscribe', () => {
  it('unsubscribes only when the button is pressed, then says so', async () => {
    const api = mockApi({ 'POST /email/unsubscribe': () => ({ unsubscribed: true }) });
    renderRoute(<UnsubscribeScreen />, { at: '/unsubscribe?token=abc.def' });

    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    // Opening the link (a mail scanner does) sends nothing.
    expect(api.calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe from development updates' }));

    expect(await screen.findByText('You will no longer receive development updates.')).toBeInTheDocument();
    expect(api.callsTo('POST /email/unsubscribe').map((call) => call.query.get('token'))).toEqual(['abc.def']);
    expect(screen.queryByRole('button', { name: 'Unsubscribe from development updates' })).not.toBeInTheDocument();
  });

  it('offers to stop setup reminders, not updates, for a setup reminder’s link', async () => {
    const api = mockApi({ 'POST /email/unsubscribe': () => ({ unsubscribed: true }) });
    // The token's readable part, as the API writes it: base64url JSON of the user and what the link stops.
    const token = `${btoa(JSON.stringify({ u: 'user-1', p: 'reminders' })).replace(/=+$/, '')}.signature`;
    renderRoute(<UnsubscribeScreen />, { at: `/unsubscribe?token=${token}` });

    expect(screen.getByText('Stop getting reminders to set up your D1 Gang tier by email.')).toBeInTheDocument();
    expect(screen.queryByText(/development updates/)).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe from setup reminders' }));

    expect(await screen.findByText('You will no longer receive setup reminders.')).toBeInTheDocument();
    expect(api.callsTo('POST /email/unsubscribe').map((call) => call.query.get('token'))).toEqual([token]);
  });

  it('shows the API’s message for a link that is not valid', async () => {
    mockApi({ 'POST /email/unsubscribe': () => apiFailure(400, 'This unsubscribe link is not valid.') });
    renderRoute(<UnsubscribeScreen />, { at: '/unsubscribe?token=tampered' });

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe from development updates' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });

  it('says the link is not valid when it has no token, with no button', () => {
    renderRoute(<UnsubscribeScreen />, { at: '/unsubscribe' });

    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
