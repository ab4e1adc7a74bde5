import type { MeResponse } from '@shared/api/types/account';
import { screen, within } from '@testing-library/react';
import { setPageLocale } from '@/lib/locale';
import { apiFailure, mockApi, noAnswer } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { ProfileScreen } from './profile-screen';

const me: MeResponse = {
  profile: { userId: 'user-a', email: 'fan@example.com', createdAt: '2026-11-01T00:00:00.000Z', locale: 'es' },
  tierId: null,
  submission: null,
  purchaseCount: 0,
  standingSumCents: 0,
  emailPreferences: { updates: false, updatedAt: null, source: null },
  gameAccounts: [
    {
      platform: 'steam',
      playerId: '7656',
      displayName: 'Hooper',
      linkedAt: '2026-11-20T12:00:00.000Z',
      lastDeliveredAt: null,
    },
  ],
};

afterEach(() => setPageLocale('/'));

describe("/profile's actions in Spanish", () => {
  it('says in Spanish that the email choice was not saved', async () => {
    setPageLocale('/es/profile');
    mockApi({ 'GET /me': () => me, 'PUT /me/email-preferences': () => apiFailure(500, 'Internal server error') });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: signedInAs() });

    await userEvent.click(await screen.findByRole('checkbox'));

    expect(
      await screen.findByText('No se pudo guardar tu preferencia de correo. Vuelve a intentarlo.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to save your email choice. Please try again.')).not.toBeInTheDocument();
  });

  it('asks in Spanish before unlinking a game account, and holds while it runs', async () => {
    setPageLocale('/es/profile');
    mockApi({ 'GET /me': () => me, 'DELETE /me/game-accounts/{platform}': noAnswer });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: signedInAs() });

    await userEvent.click(await screen.findByRole('button', { name: 'Desvincular la cuenta de Steam Hooper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desvincular cuenta del juego' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desvincular' }));

    expect(await within(dialog).findByRole('button', { name: 'Desvinculando...' })).toBeDisabled();
    for (const english of ['Unlink game account', 'Unlinking...', 'Cancel'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('says in Spanish while the data file is being prepared', async () => {
    setPageLocale('/es/profile');
    mockApi({ 'GET /me': () => me, 'GET /me/data': noAnswer });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: signedInAs() });

    expect(
      await screen.findByText(
        'Un archivo JSON con tu perfil, tus compras, la configuración de tu nivel y tus tickets con nuestras respuestas.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar mis datos' }));

    expect(await screen.findByRole('button', { name: 'Preparando...' })).toBeDisabled();
    expect(screen.queryByText('Preparing...')).not.toBeInTheDocument();
  });
});

describe("/profile's language in Brazilian Portuguese", () => {
  it('says in Portuguese that the language was not saved, and offers to try again', async () => {
    setPageLocale('/pt-br/profile');
    mockApi({ 'GET /me': () => me, 'PUT /me/language': () => apiFailure(500, 'Internal server error') });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: signedInAs() });

    expect(await screen.findByText('O idioma do site e dos e-mails que enviamos para você.')).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'Deutsch');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar idioma' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Seu idioma não foi salvo. Tente de novo.');
    expect(within(alert).getByRole('button', { name: 'Tentar de novo' })).toBeEnabled();
    for (const english of ['Save language', 'Your language was not saved. Please try again.', 'Try again'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});
