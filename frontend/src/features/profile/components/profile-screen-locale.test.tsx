import type { MeResponse } from '@shared/api/types/account';
import { screen, within } from '@testing-library/react';
import { setPageLocale } from '@/lib/locale';
import { mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { ProfileScreen } from './profile-screen';

const me = (createdAt: string | null): MeResponse => ({
  profile: createdAt ? { userId: 'user-a', email: 'fan@example.com', createdAt } : null,
  tierId: 'baller',
  submission: {
    tierId: 'baller',
    tierName: 'Baller',
    nickname: 'Locked Nick',
    jerseyBackName: null,
    submittedAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
  purchaseCount: 1,
  standingSumCents: 5000,
  wall: { showOnWall: true, hidden: false, spot: null },
  gameAccounts: [
    {
      platform: 'steam',
      playerId: '7656',
      displayName: 'Hooper',
      linkedAt: '2026-11-20T12:00:00.000Z',
      lastDeliveredAt: null,
    },
  ],
});

const value = (term: string) => screen.getByText(term).nextElementSibling;

/** The English the profile screen said before it spoke other languages: none of it may show. */
const ENGLISH = [
  'Back to Dashboard',
  'Member Since',
  'User ID',
  'Two-step sign-in',
  'Turn on two-step sign-in',
  'Gym Wall',
  'See the gym wall',
  'Emails',
  'Save language',
  'The language of the site and of the emails we send you.',
  'Game Accounts',
  'Link a game account',
  'Unlink',
  'Change Password',
  'Sign Out',
  'Your data',
  'Download my data',
  'Delete account',
  'N/A',
];

function expectNoEnglish() {
  for (const english of ENGLISH) expect(screen.queryByText(english)).not.toBeInTheDocument();
}

afterEach(() => setPageLocale('/'));

describe('/profile in Spanish', () => {
  it('names every section, label and button in Spanish, with the dates in Spanish', async () => {
    setPageLocale('/es/profile');
    mockApi({ 'GET /me': () => me('2026-11-21T15:00:00.000Z') });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: signedInAs() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/dashboard');
    expect(value('Correo electrónico')).toHaveTextContent('fan@example.com');
    expect(value('Miembro desde')).toHaveTextContent('21 de noviembre de 2026');
    expect(value('ID de usuario')).toHaveTextContent('user-a');

    expect(await screen.findByRole('button', { name: 'Activar el inicio de sesión en dos pasos' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Inicio de sesión en dos pasos' })).toBeInTheDocument();
    expect(screen.getByText('DESACTIVADO')).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Muro del gimnasio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el muro del gimnasio' })).toHaveAttribute('href', '/wall');
    expect(screen.getByText(/^Tu apodo:/)).toHaveTextContent('Tu apodo: Locked Nick.');

    expect(screen.getByRole('heading', { level: 2, name: 'Correos' })).toBeInTheDocument();
    expect(screen.getByText(/Los recibos y las respuestas a tus tickets siempre se envían/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('en');
    expect(screen.getByRole('button', { name: 'Guardar idioma' })).toBeDisabled();

    expect(screen.getByRole('heading', { level: 2, name: 'Cuentas del juego' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vincular una cuenta del juego' })).toHaveAttribute('href', '/link');
    expect(screen.getByText('Vinculada el 20 de noviembre de 2026')).toBeInTheDocument();
    const unlink = screen.getByRole('button', { name: 'Desvincular la cuenta de Steam Hooper' });
    expect(unlink).toHaveTextContent('Desvincular');

    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Tus datos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar mis datos' })).toBeEnabled();
    const deletion = screen.getByRole('heading', { level: 2, name: 'Eliminar cuenta' }).parentElement as HTMLElement;
    expect(within(deletion).getByRole('button', { name: 'Eliminar cuenta' })).toBeEnabled();
    expectNoEnglish();
  });
});

describe('/profile in German', () => {
  it('names the sections in German and says a missing join date in German', async () => {
    setPageLocale('/de/profile');
    mockApi({ 'GET /me': () => me(null) });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: signedInAs() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zum Dashboard' })).toBeInTheDocument();
    expect(value('Mitglied seit')).toHaveTextContent('k. A.');
    expect(value('Benutzer-ID')).toHaveTextContent('user-a');
    expect(await screen.findByRole('button', { name: 'Anmeldung in zwei Schritten einschalten' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Hallenwand' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Spielkonten' })).toBeInTheDocument();
    expect(screen.getByText('Verknüpft am 20. November 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passwort ändern' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Konto löschen' })).toBeInTheDocument();
    expectNoEnglish();
  });
});
