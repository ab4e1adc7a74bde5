// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/lib/locale';
import { AUTH_MESSAGES, authErrorMessage, codeResentMessage, signInErrorMessage } from './auth-messages';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

afterEach(() => setPageLocale('/'));

describe("Cognito's refusals on a page in another language", () => {
  it('keeps Cognito’s own words in English', () => {
    expect(authErrorMessage(named('UsernameExistsException', 'An account with the given email already exists.'))).toBe(
      'An account with the given email already exists.',
    );
  });

  it.each([
    [
      'UsernameExistsException',
      'An account with the given email already exists.',
      'Ya existe una cuenta con este correo electrónico.',
    ],
    [
      'CodeMismatchException',
      'Invalid verification code provided, please try again.',
      'Código de verificación no válido. Vuelve a intentarlo.',
    ],
    [
      'ExpiredCodeException',
      'Invalid code provided, please request a code again.',
      'Este código ha caducado. Pide un código nuevo y vuelve a intentarlo.',
    ],
    [
      'InvalidPasswordException',
      'Password did not conform with policy: Password not long enough',
      'Esta contraseña no cumple las reglas. Usa al menos 6 caracteres.',
    ],
    ['NotAuthorizedException', 'User is disabled.', 'Esta cuenta está desactivada.'],
    ['SomethingNewException', 'Something Cognito says', 'Se produjo un error'],
    [
      'TooManyRequestsException',
      'Rate exceeded',
      'Hay mucha gente uniéndose ahora mismo. Vuelve a intentarlo en un minuto.',
    ],
  ])('says %s in Spanish', (name, cognito, spanish) => {
    setPageLocale('/es/auth');
    expect(authErrorMessage(named(name, cognito))).toBe(spanish);
  });

  it('says the password attempts limit in German, and a wrong password in the one message', () => {
    setPageLocale('/de/auth');
    expect(signInErrorMessage(named('NotAuthorizedException', 'Password attempts exceeded'))).toBe(
      'Zu viele falsche Passwörter. Warte ein paar Minuten und versuch es dann noch einmal.',
    );
    expect(signInErrorMessage(named('UserNotFoundException', 'User does not exist.'))).toBe(
      'E-Mail oder Passwort falsch.',
    );
    expect(AUTH_MESSAGES.signedIn).toBe('Erfolgreich angemeldet!');
    expect(codeResentMessage('fan@example.com')).toBe('Ein neuer Code ist unterwegs an fan@example.com.');
  });
});
