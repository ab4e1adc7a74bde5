import { screen, waitFor } from '@testing-library/react';
import { setPageLocale } from '@/lib/locale';
import { mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { LinkScreen } from './link-screen';

const pending = { platform: 'steam', displayName: 'Hooper', expiresAt: '2026-11-24T22:40:00.000Z' } as const;
const account = {
  platform: 'steam',
  playerId: '7656',
  displayName: 'Hooper',
  linkedAt: '2026-11-24T22:31:00.000Z',
  lastDeliveredAt: null,
} as const;

function expectNoEnglish(...english: string[]) {
  for (const text of english) expect(screen.queryByText(text)).not.toBeInTheDocument();
}

afterEach(() => setPageLocale('/'));

describe('/link in Spanish', () => {
  it('asks for the code, shows the game account and links it, in Spanish', async () => {
    setPageLocale('/es/link');
    mockApi({
      'GET /me/link-requests/{userCode}': () => pending,
      'POST /me/link-requests/{userCode}': () => ({ linked: account }),
    });
    renderRoute(<LinkScreen />, { at: '/link?code=BCDF-GHJK', auth: signedInAs() });

    expect(screen.getByRole('heading', { level: 1, name: 'Vincular una cuenta del juego' })).toBeInTheDocument();
    expect(
      screen.getByText('Introduce el código que muestra tu juego para recibir tus recompensas de D1 Gang en el juego.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Código' })).toHaveValue('BCDF-GHJK');
    expect(screen.getByText('Como ABCD-EFGH')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Tus cuentas del juego vinculadas' })).toHaveAttribute('href', '/profile');
    expectNoEnglish('Link a Game Account', 'Code', 'Like ABCD-EFGH', 'Continue', 'Your linked game accounts');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText('Plataforma')).toBeInTheDocument();
    expect(screen.getByText('Jugador')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expectNoEnglish('Platform', 'Player', 'Link', 'Cancel');
    await userEvent.click(screen.getByRole('button', { name: 'Vincular' }));

    expect(await screen.findByRole('link', { name: 'Ir al panel' })).toHaveAttribute('href', '/dashboard');
    expectNoEnglish('Go to Dashboard');
  });
});

describe('/link in French', () => {
  it('says the code is being checked, then offers another code after a cancel, in French', async () => {
    setPageLocale('/fr/link');
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({
      'GET /me/link-requests/{userCode}': async () => {
        await gate;
        return pending;
      },
      'POST /me/link-requests/{userCode}': () => ({ linked: null }),
    });
    renderRoute(<LinkScreen />, { at: '/link?code=BCDF-GHJK', auth: signedInAs() });

    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('button', { name: 'Vérification...' })).toBeDisabled();
    expectNoEnglish('Checking...');
    release();
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Saisir un autre code' })).toBeInTheDocument());
    expectNoEnglish('Enter another code');
  });
});
