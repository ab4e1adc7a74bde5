import type { AuthContextValue } from '@/lib/auth/auth-context';
import {
  AUTH_MESSAGES,
  authErrorMessage,
  codeResentMessage,
  isAlreadyConfirmed,
  isThrottledByCognito,
  isUnconfirmed,
  signInErrorMessage,
} from '@/lib/auth/auth-messages';
import type { SessionUser } from '@/lib/auth/cognito';
import { retryThrottled } from '@/lib/retry-throttled';
import { toast } from '@/lib/toast';
import { trackCompleteRegistration } from '@/lib/tracking';
import type { AuthStep } from './auth-step';

/** What the /auth actions work with: the session, the step shown, and the way on once signed in. */
export interface AuthFlow {
  auth: AuthContextValue;
  setStep: (step: AuthStep) => void;
  /** Leaves /auth for where the signed-in user was going. */
  goOn: (user: SessionUser | null) => void;
  /** Set while a form signs the user in, so the "already signed in" redirect does not race its navigation. */
  completing: { current: boolean };
  /** Says so (busyRetrying) while a throttled Cognito call is being tried again. */
  setRetrying: (retrying: boolean) => void;
}

export interface Credentials {
  email: string;
  password: string;
}

/** What the sign-up form hands on: the credentials and 'Email me development updates'. */
export interface SignUpDetails extends Credentials {
  updates: boolean;
}

/**
 * Runs a Cognito call, trying it again while Cognito throttles it (a launch peak uses up the pool's quota
 * for everyone); the form stays held meanwhile, as its action has not returned.
 */
async function whileBusy<T>(flow: AuthFlow, call: () => Promise<T>): Promise<T> {
  try {
    return await retryThrottled(call, { throttled: isThrottledByCognito, onRetry: () => flow.setRetrying(true) });
  } finally {
    flow.setRetrying(false);
  }
}

async function signInAndGo(flow: AuthFlow, { email, password }: Credentials, message: string) {
  flow.completing.current = true;
  let next: Awaited<ReturnType<AuthContextValue['signIn']>>;
  try {
    next = await whileBusy(flow, () => flow.auth.signIn(email, password));
  } catch (error) {
    flow.completing.current = false;
    throw error;
  }
  if (next === 'codeRequired') return flow.setStep({ kind: 'code' });
  toast.success(message);
  flow.goOn(next);
}

/** A refused code throws to the form, which says so and stays for another try. */
export async function confirmSignInCode(flow: AuthFlow, code: string) {
  flow.completing.current = true;
  let user: SessionUser | null;
  try {
    user = await flow.auth.confirmSignInCode(code);
  } catch (error) {
    flow.completing.current = false;
    throw error;
  }
  toast.success(AUTH_MESSAGES.signedIn);
  flow.goOn(user);
}

export async function signIn(flow: AuthFlow, credentials: Credentials) {
  try {
    await signInAndGo(flow, credentials, AUTH_MESSAGES.signedIn);
  } catch (error) {
    toast.error(signInErrorMessage(error));
    if (isUnconfirmed(error))
      flow.setStep({ kind: 'confirm', email: credentials.email, password: credentials.password });
  }
}

async function finishRegistration(flow: AuthFlow, credentials: Credentials) {
  await signInAndGo(flow, credentials, AUTH_MESSAGES.signedUpWithSession);
  void trackCompleteRegistration();
}

export async function signUp(flow: AuthFlow, { email, password, updates }: SignUpDetails) {
  try {
    const { needsConfirmation } = await whileBusy(flow, () => flow.auth.signUp(email, password, updates));
    if (!needsConfirmation) return await finishRegistration(flow, { email, password });
    toast.success(AUTH_MESSAGES.signedUpConfirmEmail);
    flow.setStep({ kind: 'confirm', email, password });
  } catch (error) {
    toast.error(authErrorMessage(error));
  }
}

/**
 * Confirms the account, then signs in. Once the code is accepted it cannot be sent again (Cognito refuses
 * a code for a confirmed account), so a sign-in that still fails after its retries, like a code for an
 * account already confirmed, moves on to the sign-in form rather than leave the person on the code step.
 */
export async function confirmSignUp(flow: AuthFlow, credentials: Credentials, code: string) {
  try {
    await whileBusy(flow, () => flow.auth.confirmSignUp(credentials.email, code));
  } catch (error) {
    if (isAlreadyConfirmed(error)) flow.setStep({ kind: 'signIn', confirmedEmail: credentials.email });
    else toast.error(authErrorMessage(error));
    return;
  }
  try {
    await finishRegistration(flow, credentials);
  } catch {
    flow.setStep({ kind: 'signIn', confirmedEmail: credentials.email });
  }
}

export async function resendSignUpCode(flow: AuthFlow, email: string) {
  try {
    await flow.auth.resendSignUpCode(email);
    toast.success(codeResentMessage(email));
  } catch (error) {
    toast.error(authErrorMessage(error));
  }
}

/** Emails a reset code; from the sign-in form it also opens the reset step. */
export async function sendResetCode(flow: AuthFlow, email: string, advance: boolean) {
  try {
    await flow.auth.resetPassword(email);
    toast.success(AUTH_MESSAGES.resetSent);
    if (advance) flow.setStep({ kind: 'reset', email });
  } catch {
    toast.error(AUTH_MESSAGES.resetFailed);
  }
}

export async function confirmReset(flow: AuthFlow, { email, code, password }: Credentials & { code: string }) {
  try {
    await flow.auth.confirmResetPassword(email, code, password);
    toast.success(AUTH_MESSAGES.passwordUpdated);
    if (flow.auth.status === 'signedIn') flow.goOn(flow.auth.user);
    else flow.setStep({ kind: 'signIn' });
  } catch (error) {
    toast.error(authErrorMessage(error));
  }
}
