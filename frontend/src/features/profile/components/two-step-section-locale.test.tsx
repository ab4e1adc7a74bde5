import { screen, within } from '@testing-library/react';
import type { AuthContextValue } from '@/lib/auth/auth-context';
import { setPageLocale } from '@/lib/locale';
import { fakeAuth, renderRoute } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { TwoStepSection } from './two-step-section';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/D1%20Gang:fan%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=D1%20Gang',
};

function authWith(twoStep: Partial<AuthContextValue['twoStep']>) {
  const base = fakeAuth({ status: 'signedIn', user: { userId: 'sub-123', email: 'fan@example.com' } });
  return { ...base, twoStep: { ...base.twoStep, ...twoStep } };
}

afterEach(() => setPageLocale('/'));

describe('Profile → Two-step sign-in in Spanish', () => {
  it('sets up the authenticator app in Spanish: the steps, the QR code, the key and the buttons', async () => {
    setPageLocale('/es/profile');
    const auth = authWith({ enabled: vi.fn(async () => false), start: vi.fn(async () => SETUP) });
    renderRoute(<TwoStepSection />, { at: '/profile', auth });

    const section = await screen.findByRole('region', { name: 'Inicio de sesión en dos pasos' });
    expect(await within(section).findByText('DESACTIVADO')).toBeInTheDocument();
    expect(within(section).getByText(/^Añade una app de autenticación/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activar el inicio de sesión en dos pasos' }));

    expect(await screen.findByRole('img', { name: 'Código QR para tu app de autenticación' })).toBeInTheDocument();
    expect(screen.getByText(/^Escanea el código QR con una app de autenticación/)).toBeInTheDocument();
    expect(screen.getByText('O escribe la clave en la app.')).toBeInTheDocument();
    expect(screen.getByText('Clave').nextElementSibling).toHaveTextContent(SETUP.secret);
    expect(screen.getByLabelText('Código de autenticación')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verificar y activar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    for (const english of ['Key', 'Verify and turn on', 'Cancel', 'Or type the key into the app instead.', 'OFF'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).not.toBeInTheDocument();
  });
});

describe('Profile → Two-step sign-in in French', () => {
  it('says it is on and asks for a code to turn it off, in French', async () => {
    setPageLocale('/fr/profile');
    renderRoute(<TwoStepSection />, { at: '/profile', auth: authWith({ enabled: vi.fn(async () => true) }) });

    const section = await screen.findByRole('region', { name: 'Connexion en deux étapes' });
    expect(await within(section).findByText('ACTIVÉE')).toBeInTheDocument();
    expect(
      within(section).getByText(
        'La connexion demande un code de votre application d’authentification après votre mot de passe.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Désactiver' }));

    expect(
      within(section).getByText(
        'Saisissez un code actuel de votre application d’authentification pour désactiver la connexion en deux étapes.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Désactiver la connexion en deux étapes' })).toBeEnabled();
    for (const english of ['Two-step sign-in', 'ON', 'Turn off', 'Turn off two-step sign-in', 'Cancel'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('offers to try loading it again, in French', async () => {
    setPageLocale('/fr/profile');
    const enabled = vi.fn(async (): Promise<boolean> => {
      throw new Error('Network error');
    });
    renderRoute(<TwoStepSection />, { at: '/profile', auth: authWith({ enabled }) });

    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
