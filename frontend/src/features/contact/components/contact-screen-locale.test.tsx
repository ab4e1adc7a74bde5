import { CONTACT_MESSAGES } from '@shared/contact-messages';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/lib/locale';
import { apiFailure, mockApi } from '@/test/api-server';
import { fakeAuth, renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { ContactScreen } from './contact-screen';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
const routes = [{ path: '/', element: <Where /> }];

afterEach(() => setPageLocale('/'));

describe('/contact in Spanish', () => {
  it('labels the form in Spanish and validates in Spanish', async () => {
    setPageLocale('/es/contact');
    renderRoute(<ContactScreen />, { at: '/contact', auth: fakeAuth() });

    expect(screen.getByRole('heading', { level: 1, name: 'Contáctanos' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByLabelText('Asunto (opcional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Mensaje')).toBeInTheDocument();
    expect(screen.getByText('¿Prefieres el correo? Escríbenos a')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(screen.getByRole('alert')).toHaveTextContent('El nombre es obligatorio');
    for (const english of ['Contact Us', 'Name', 'Send Message', 'Name is required', 'Prefer email? Write to us at'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('says the message was sent in Spanish', async () => {
    setPageLocale('/es/contact');
    mockApi({ 'POST /contact': () => ({ id: 'c1' }) });
    renderRoute(<ContactScreen />, { at: '/contact', auth: signedInAs('fan@example.com'), routes });

    expect(screen.getByText('Las respuestas van al correo de tu cuenta.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nombre'), 'Sam');
    await userEvent.type(screen.getByLabelText('Mensaje'), '¿Dónde está mi camiseta?');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(await screen.findByText('¡Mensaje enviado! Te responderemos pronto.')).toBeInTheDocument();
    expect(CONTACT_MESSAGES.sent).toBe('¡Mensaje enviado! Te responderemos pronto.');
  });
});

describe('/contact in German', () => {
  it('labels the form in German and says the sending limit in German', async () => {
    setPageLocale('/de/contact');
    // The API answers in English; the form says the limit in the page's language.
    mockApi({ 'POST /contact': () => apiFailure(429, 'Too many messages. Please try again later.') });
    renderRoute(<ContactScreen />, { at: '/contact', auth: fakeAuth() });

    expect(screen.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Sam');
    await userEvent.type(screen.getByLabelText('E-Mail'), 'sam@example.com');
    await userEvent.type(screen.getByLabelText('Nachricht'), 'Hallo');
    await userEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));

    expect(await screen.findByText('Zu viele Nachrichten. Bitte versuch es später noch einmal.')).toBeInTheDocument();
    for (const english of ['Contact Us', 'Send Message', 'Too many messages. Please try again later.'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});
