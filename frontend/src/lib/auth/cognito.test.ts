// @vitest-environment node
import { SIGN_UP_CONSENT_ATTRIBUTE } from '@shared/email-preferences';
import { signUp as amplifySignUp } from 'aws-amplify/auth';
import { setPageLocale } from '../locale';
import { signUp } from './cognito';

// Amplify talks to Cognito; here only what the sign-up hands it is checked (infra/local/sign-up-language.test.ts
// signs up on cognito-local with the same attributes).
vi.mock('aws-amplify/auth', () => ({
  signUp: vi.fn(async () => ({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } })),
}));

afterEach(() => setPageLocale('/'));

describe('signUp', () => {
  it.each([
    ['/es/auth', 'es'],
    ['/pt-br/auth', 'pt-BR'],
    ['/auth', 'en'],
  ])(
    'keeps the language of the page it was made on (%s) on the account, beside the email and the updates choice',
    async (pathname, locale) => {
      setPageLocale(pathname);

      await expect(signUp('fan@example.com', 'Hoops-123!', true)).resolves.toEqual({ needsConfirmation: true });

      expect(vi.mocked(amplifySignUp)).toHaveBeenLastCalledWith({
        username: 'fan@example.com',
        password: 'Hoops-123!',
        options: { userAttributes: { email: 'fan@example.com', [SIGN_UP_CONSENT_ATTRIBUTE]: 'true', locale } },
      });
    },
  );
});
