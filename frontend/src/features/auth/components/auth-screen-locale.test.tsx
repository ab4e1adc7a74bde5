import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageLocale } from '@/lib/locale';
import { fakeAuth, renderRoute } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { AuthScreen } from './auth-screen';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

afterEach(() => setPageLocale('/'));

describe('/auth in Spanish', () => {
  it('signs in with Spanish titles, labels and validation', async () => {
    setPageLocale('/es/auth');
    const auth = fakeAuth();
    renderRoute(<AuthScreen />, { at: '/auth', auth });

    expect(screen.getByRole('heading', { level: 1, name: 'Hola de nuevo' })).toBeInTheDocument();
    expect(screen.getByText('Inicia sesión para gestionar tu paquete de D1 Gang.')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(screen.getByRole('alert')).toHaveTextContent('El correo electrónico es obligatorio');
    for (const english of ['Welcome Back', 'Sign In', 'Email', 'Password', 'Email is required'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('asks for the development updates choice in Spanish on sign-up', () => {
    setPageLocale('/es/auth');
    renderRoute(<AuthScreen />, { at: '/auth?mode=signup' });

    expect(screen.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Envíame novedades del desarrollo' })).not.toBeChecked();
    expect(screen.getByText('Puedes darte de baja cuando quieras.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrarse' })).toBeInTheDocument();
    expect(screen.queryByText('Email me development updates')).not.toBeInTheDocument();
    expect(screen.queryByText('Create Account')).not.toBeInTheDocument();
  });

  it("says Cognito's refusals in Spanish, not in Cognito's English", async () => {
    setPageLocale('/es/auth');
    const auth = fakeAuth({
      signUp: vi
        .fn()
        .mockRejectedValue(named('UsernameExistsException', 'An account with the given email already exists.')),
    });
    renderRoute(<AuthScreen />, { at: '/auth?mode=signup', auth });
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'fan@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Registrarse' }));

    expect(await screen.findByText('Ya existe una cuenta con este correo electrónico.')).toBeInTheDocument();
    expect(screen.queryByText('An account with the given email already exists.')).not.toBeInTheDocument();
  });

  it('says a wrong password in Spanish', async () => {
    setPageLocale('/es/auth');
    const auth = fakeAuth({
      signIn: vi.fn().mockRejectedValue(named('NotAuthorizedException', 'Incorrect username or password.')),
    });
    renderRoute(<AuthScreen />, { at: '/auth', auth });
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'fan@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText('Correo electrónico o contraseña incorrectos.')).toBeInTheDocument();
    expect(screen.queryByText('Incorrect email or password.')).not.toBeInTheDocument();
  });
});

describe('/auth in French', () => {
  it('asks for the two-step code in French', async () => {
    setPageLocale('/fr/auth');
    renderRoute(<AuthScreen />, {
      at: '/auth',
      auth: fakeAuth({ signIn: vi.fn(async () => 'codeRequired' as const) }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Bon retour' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'fan@example.com');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion en deux étapes' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code d’authentification'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Saisissez le code à 6 chiffres de votre application d’authentification.',
    );
    expect(screen.getByRole('button', { name: 'Retour à la connexion' })).toBeInTheDocument();
    for (const english of ['Two-Step Sign-In', 'Verify', 'Authentication code', 'Back to sign in'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('opens the reset step in French', () => {
    setPageLocale('/fr/auth');
    renderRoute(<AuthScreen />, { at: '/auth?mode=reset&email=fan@example.com' });

    expect(screen.getByRole('heading', { level: 1, name: 'Réinitialiser le mot de passe' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code de vérification')).toBeInTheDocument();
    expect(screen.getByLabelText('Nouveau mot de passe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer un nouveau code' })).toBeInTheDocument();
    expect(screen.queryByText('New password')).not.toBeInTheDocument();
    expect(screen.queryByText('Send a new code')).not.toBeInTheDocument();
  });
});
