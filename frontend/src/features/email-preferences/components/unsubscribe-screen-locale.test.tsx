import { screen } from '@testing-library/react';
import { setPageLocale } from '@/lib/locale';
import { mockApi } from '@/test/api-server';
import { renderRoute } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { UnsubscribeScreen } from './unsubscribe-screen';

/** A setup reminder's token, as the API writes its readable part: base64url JSON of the user and what it stops. */
const REMINDERS_TOKEN = `${btoa(JSON.stringify({ u: 'user-1', p: 'reminders' })).replace(/=+$/, '')}.signature`;

afterEach(() => setPageLocale('/'));

describe('/unsubscribe in Spanish', () => {
  it('offers to stop the development updates in Spanish, then says it is done in Spanish', async () => {
    setPageLocale('/es/unsubscribe');
    mockApi({ 'POST /email/unsubscribe': () => ({ unsubscribed: true }) });
    renderRoute(<UnsubscribeScreen />, { at: '/unsubscribe?token=abc.def' });

    expect(screen.getByRole('heading', { level: 1, name: 'Darse de baja' })).toBeInTheDocument();
    expect(screen.getByText('Deja de recibir por correo las novedades del desarrollo de D1 Gang.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Darme de baja de las novedades del desarrollo' }));

    expect(await screen.findByText('Ya no recibirás novedades del desarrollo.')).toBeInTheDocument();
    for (const english of [
      'Unsubscribe',
      'Stop getting D1 Gang development updates by email.',
      'You will no longer receive development updates.',
    ])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('says in Spanish that a link without a token is not valid', () => {
    setPageLocale('/es/unsubscribe');
    renderRoute(<UnsubscribeScreen />, { at: '/unsubscribe' });

    expect(screen.getByRole('alert')).toHaveTextContent('Este enlace para darse de baja no es válido.');
    expect(screen.queryByText('This unsubscribe link is not valid.')).not.toBeInTheDocument();
  });
});

describe('/unsubscribe in French', () => {
  it('offers to stop the setup reminders in French, then says it is done in French', async () => {
    setPageLocale('/fr/unsubscribe');
    mockApi({ 'POST /email/unsubscribe': () => ({ unsubscribed: true }) });
    renderRoute(<UnsubscribeScreen />, { at: `/unsubscribe?token=${REMINDERS_TOKEN}` });

    expect(screen.getByRole('heading', { level: 1, name: 'Se désabonner' })).toBeInTheDocument();
    expect(
      screen.getByText('Ne plus recevoir par e-mail les rappels pour configurer votre palier D1 Gang.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Se désabonner des rappels de configuration' }));

    expect(await screen.findByText('Vous ne recevrez plus de rappels de configuration.')).toBeInTheDocument();
    expect(screen.queryByText('You will no longer receive setup reminders.')).not.toBeInTheDocument();
  });

  it('says in French that something went wrong when the API cannot be reached', async () => {
    setPageLocale('/fr/unsubscribe');
    mockApi({ 'POST /email/unsubscribe': () => Response.error() });
    renderRoute(<UnsubscribeScreen />, { at: '/unsubscribe?token=abc.def' });

    await userEvent.click(screen.getByRole('button', { name: 'Se désabonner des actualités du développement' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Un problème est survenu. Veuillez réessayer.');
    expect(screen.queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument();
  });
});
