import { useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthenticatorCodeForm } from '@/components/two-step/authenticator-code-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { useAuth } from '@/lib/auth/auth-context';
import { AUTH_MESSAGES, authErrorMessage, isUnconfirmed, signInErrorMessage } from '@/lib/auth/auth-messages';
import { RETURN_PARAM, safeReturnPath } from '@/lib/auth/return-path';
import { toast } from '@/lib/toast';
import { trackCompleteRegistration } from '@/lib/tracking';
import { CodeStepForm } from './code-step-form';
import { CredentialsForm } from './credentials-form';
import { ResetPasswordForm } from './reset-password-form';

type Step =
  | { kind: 'signIn' }
  | { kind: 'signUp' }
  | { kind: 'confirm'; email: string; password: string }
  | { kind: 'code' }
  | { kind: 'reset'; email: string };

const TITLES: Record<Step['kind'], string> = {
  signIn: 'Welcome Back',
  signUp: 'Create Account',
  confirm: 'Confirm Your Email',
  code: 'Two-Step Sign-In',
  reset: 'Reset Password',
};

function initialStep(params: URLSearchParams): Step {
  const mode = params.get('mode');
  if (mode === 'signup') return { kind: 'signUp' };
  if (mode === 'reset') return { kind: 'reset', email: params.get('email') ?? '' };
  return { kind: 'signIn' };
}

/** /auth: sign in (with the authenticator code when the account has it), sign up with an emailed code, and reset the password by code. */
export function AuthScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [step, setStep] = useState<Step>(() => initialStep(params));
  // Where a guarded route sent the visitor from (?next=), or /dashboard; kept in the URL while the steps change.
  const next = params.get(RETURN_PARAM);
  const returnTo = safeReturnPath(next);
  // Set while a form signs the user in, so the "already signed in" redirect does not race its navigation.
  const completing = useRef(false);

  if (auth.status === 'loading') return <Loading />;
  // The reset step stays open when signed in: Profile's Change Password leads here.
  if (auth.status === 'signedIn' && !completing.current && step.kind !== 'reset') {
    return <Navigate to={returnTo} replace />;
  }

  async function signInAndGo(email: string, password: string, message: string) {
    completing.current = true;
    let next: Awaited<ReturnType<typeof auth.signIn>>;
    try {
      next = await auth.signIn(email, password);
    } catch (error) {
      completing.current = false;
      throw error;
    }
    if (next === 'codeRequired') return setStep({ kind: 'code' });
    toast.success(message);
    navigate(returnTo, { replace: true });
  }

  // A refused code throws to the form, which says so and stays for another try.
  async function confirmCode(code: string) {
    await auth.confirmSignInCode(code);
    toast.success(AUTH_MESSAGES.signedIn);
    navigate(returnTo, { replace: true });
  }

  async function signIn({ email, password }: { email: string; password: string }) {
    try {
      await signInAndGo(email, password, AUTH_MESSAGES.signedIn);
    } catch (error) {
      toast.error(signInErrorMessage(error));
      if (isUnconfirmed(error)) setStep({ kind: 'confirm', email, password });
    }
  }

  async function finishRegistration(email: string, password: string) {
    await signInAndGo(email, password, AUTH_MESSAGES.signedUpWithSession);
    void trackCompleteRegistration();
  }

  async function signUp({ email, password }: { email: string; password: string }) {
    try {
      const { needsConfirmation } = await auth.signUp(email, password);
      if (!needsConfirmation) return await finishRegistration(email, password);
      toast.success(AUTH_MESSAGES.signedUpConfirmEmail);
      setStep({ kind: 'confirm', email, password });
    } catch (error) {
      toast.error(authErrorMessage(error));
    }
  }

  async function confirm(email: string, password: string, code: string) {
    try {
      await auth.confirmSignUp(email, code);
      await finishRegistration(email, password);
    } catch (error) {
      toast.error(authErrorMessage(error));
    }
  }

  async function resendSignUpCode(email: string) {
    try {
      await auth.resendSignUpCode(email);
      toast.success(`A new code is on its way to ${email}.`);
    } catch (error) {
      toast.error(authErrorMessage(error));
    }
  }

  async function sendResetCode(email: string, advance: boolean) {
    try {
      await auth.resetPassword(email);
      toast.success(AUTH_MESSAGES.resetSent);
      if (advance) setStep({ kind: 'reset', email });
    } catch {
      toast.error(AUTH_MESSAGES.resetFailed);
    }
  }

  async function confirmReset({ email, code, password }: { email: string; code: string; password: string }) {
    try {
      await auth.confirmResetPassword(email, code, password);
      toast.success('Password updated. You can sign in with your new password.');
      if (auth.status === 'signedIn') navigate(returnTo, { replace: true });
      else setStep({ kind: 'signIn' });
    } catch (error) {
      toast.error(authErrorMessage(error));
    }
  }

  function toggleMode() {
    const mode = step.kind === 'signUp' ? 'signIn' : 'signUp';
    setStep({ kind: mode });
    const kept = new URLSearchParams(next === null ? {} : { [RETURN_PARAM]: next });
    if (mode === 'signUp') kept.set('mode', 'signup');
    setParams(kept, { replace: true });
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12 md:py-20">
      <Card className="flex flex-col gap-6 p-6 md:p-8">
        <header className="flex flex-col gap-2 text-center">
          <h1 className="font-display text-5xl text-text">{TITLES[step.kind]}</h1>
          <p className="text-sm text-text-muted">
            {step.kind === 'signIn' && 'Sign in to manage your D1 Gang package.'}
            {step.kind === 'signUp' && 'Create an account to buy a D1 Gang package.'}
            {step.kind === 'confirm' && `Enter the code we emailed to ${step.email}.`}
            {step.kind === 'code' && 'Enter the 6-digit code from your authenticator app.'}
            {step.kind === 'reset' && 'Enter the code we emailed you and choose a new password.'}
          </p>
        </header>
        {(step.kind === 'signIn' || step.kind === 'signUp') && (
          <CredentialsForm
            mode={step.kind}
            onSubmit={step.kind === 'signIn' ? signIn : signUp}
            onToggleMode={toggleMode}
            onForgotPassword={(email) => sendResetCode(email, true)}
          />
        )}
        {step.kind === 'confirm' && (
          <CodeStepForm
            submitLabel="Confirm Account"
            onSubmit={(code) => confirm(step.email, step.password, code)}
            onResend={() => resendSignUpCode(step.email)}
          />
        )}
        {step.kind === 'code' && (
          <AuthenticatorCodeForm submitLabel="Verify" onSubmit={confirmCode}>
            <Button variant="ghost" onClick={() => setStep({ kind: 'signIn' })}>
              Back to sign in
            </Button>
          </AuthenticatorCodeForm>
        )}
        {step.kind === 'reset' && (
          <>
            <ResetPasswordForm
              email={step.email}
              onSubmit={confirmReset}
              onResend={(email) => sendResetCode(email, false)}
            />
            <button
              type="button"
              onClick={() => setStep({ kind: 'signIn' })}
              className="self-center rounded text-sm font-semibold text-accent hover:underline"
            >
              Back to sign in
            </button>
          </>
        )}
      </Card>
    </div>
  );
}
