/**
 * One person of the launch surge: signs up, confirms with the code from their email, signs in, starts
 * a checkout, pays on the Stripe stand-in and comes back to the success page, then waits for the receipt.
 *
 * Amplify does not run in Node, so the person drives what the SPA's auth module asks of Cognito with
 * the AWS SDK (SignUp, ConfirmSignUp, InitiateAuth USER_PASSWORD_AUTH), one try per call as Amplify
 * makes it, through the SPA's own retry (retryThrottled) and throttle check (isThrottledByCognito);
 * the SPA's API throttle check (status 429 or 503) is repeated here, its ApiError being the browser's.
 * What the screen would show at the end is kept: the success text, or the message of the failure.
 */
import {
  type CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { CheckoutResponse, VerifyResponse } from '@shared/api/types/checkout';
import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { emailedCode, waitForEmail } from '../e2e/support/inbox';
import { authErrorMessage, isAlreadyConfirmed, isThrottledByCognito } from '../frontend/src/lib/auth/auth-messages';
import { retryThrottled } from '../frontend/src/lib/retry-throttled';
import { standInControls } from '../infra/local/stripe/controls';

export interface SurgeStack {
  apiUrl: string;
  stripeUrl: string;
  emailUrl: string;
  clientId: string;
  /** Cognito as the people reach it: through the throttle. */
  cognito: CognitoIdentityProviderClient;
}

export interface PersonOutcome {
  email: string;
  signedUp: boolean;
  /** Cognito's id for the person (the access token's `sub`), once signed in. */
  userId: string | null;
  /** The session paid, once the person got that far. */
  sessionId: string | null;
  /** What the screen said last. */
  finalMessage: string;
  /** The longest one step kept the person waiting (a click to its answer, or an email to arrive), ms. */
  longestWaitMs: number;
  /** Which step that was. */
  longestStep: string;
  /** The times the person's screen said it was trying again. */
  retries: number;
}

/** The receipt's subject for the Starter tier (lambdas/src/email/tier-emails.ts). */
export const RECEIPT_SUBJECT = "You're Starter now: set up your tier";

/** An API answer other than 2xx, with the Retry-After the SPA's client reads. */
class ApiAnswerError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAt?: number,
  ) {
    super(message);
  }
}

/** The SPA's isThrottledAnswer (frontend/src/lib/use-throttled-retries.ts) for this module's error. */
const isThrottledAnswer = (error: unknown) =>
  error instanceof ApiAnswerError && (error.status === 429 || error.status === 503);

function subOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;
}

async function callApi<T>(stack: SurgeStack, path: string, body: unknown, token: string): Promise<T> {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.ok) return JSON.parse(text) as T;
  const retryAfter = Number(response.headers.get('retry-after'));
  const message = (JSON.parse(text || '{}') as { message?: string }).message ?? 'An error occurred';
  throw new ApiAnswerError(response.status, message, retryAfter ? Date.now() + retryAfter * 1000 : undefined);
}

export async function personJourney(stack: SurgeStack, email: string, password: string): Promise<PersonOutcome> {
  const outcome: PersonOutcome = {
    email,
    signedUp: false,
    userId: null,
    sessionId: null,
    finalMessage: '',
    longestWaitMs: 0,
    longestStep: '',
    retries: 0,
  };
  const onRetry = () => {
    outcome.retries += 1;
  };
  const step = async <T>(name: string, task: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    try {
      return await task();
    } finally {
      const waited = Date.now() - started;
      if (waited > outcome.longestWaitMs) Object.assign(outcome, { longestWaitMs: waited, longestStep: name });
    }
  };
  const cognito = <T>(name: string, task: () => Promise<T>) =>
    step(name, () => retryThrottled(task, { throttled: isThrottledByCognito, onRetry }));
  const api = <T>(name: string, task: () => Promise<T>) =>
    step(name, () => retryThrottled(task, { throttled: isThrottledAnswer, onRetry }));
  try {
    await cognito('sign-up', () =>
      stack.cognito.send(
        new SignUpCommand({
          ClientId: stack.clientId,
          Username: email,
          Password: password,
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      ),
    );
    outcome.signedUp = true;
    const code = await step('code email', () => emailedCode(stack.emailUrl, email));
    await cognito('confirm', () =>
      stack.cognito
        .send(new ConfirmSignUpCommand({ ClientId: stack.clientId, Username: email, ConfirmationCode: code }))
        .catch(
          // A try Cognito carried out whose answer was throttled away: the SPA takes it as confirmed.
          (error: unknown) => {
            if (!isAlreadyConfirmed(error)) throw error;
          },
        ),
    );
    const signedIn = await cognito('sign-in', () =>
      stack.cognito.send(
        new InitiateAuthCommand({
          ClientId: stack.clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      ),
    );
    const token = signedIn.AuthenticationResult?.AccessToken ?? '';
    outcome.userId = subOf(token);
    const { url } = await api('checkout', () =>
      callApi<CheckoutResponse>(stack, '/checkout', { tierId: 'starter' }, token),
    );
    const sessionId = new URL(url).pathname.split('/').pop() ?? '';
    await step('payment', () => standInControls(stack.stripeUrl).pay(sessionId));
    outcome.sessionId = sessionId;
    const verified = await api('verify', () =>
      callApi<VerifyResponse>(stack, '/checkout/verify', { sessionId }, token),
    );
    outcome.finalMessage = verified.success ? CHECKOUT_MESSAGES.verified : CHECKOUT_MESSAGES.verificationFailed;
    await step('receipt', () => waitForEmail(stack.emailUrl, email, RECEIPT_SUBJECT));
  } catch (error) {
    // What the screen shows: an API failure in the API's words, a Cognito one as the auth screens say it.
    outcome.finalMessage = error instanceof ApiAnswerError ? error.message : authErrorMessage(error);
  }
  return outcome;
}
