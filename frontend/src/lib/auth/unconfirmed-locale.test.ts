import { setPageLocale } from '../locale';
import { signInErrorMessage } from './auth-messages';
import { UnconfirmedError } from './cognito';

afterEach(() => setPageLocale('/'));

describe('a sign-in refused because the email is not confirmed yet', () => {
  it("asks for the emailed code in the page's language", () => {
    setPageLocale('/es/auth');
    expect(signInErrorMessage(new UnconfirmedError())).toBe('Confirma tu correo con el código que te enviamos.');

    setPageLocale('/de/auth');
    expect(signInErrorMessage(new UnconfirmedError())).toBe(
      'Bitte bestätige deine E-Mail mit dem Code, den wir dir geschickt haben.',
    );
  });

  it('says it in English on an English page', () => {
    expect(signInErrorMessage(new UnconfirmedError())).toBe('Please confirm your email with the code we sent you.');
  });
});
