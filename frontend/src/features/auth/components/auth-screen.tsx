import { busyRetrying } from '@shared/rate-limit-messages';
import { Navigate } from 'react-router-dom';
import { CodeForm } from '@/components/forms/code-form';
import { AUTHENTICATOR_CODE } from '@/components/two-step/authenticator-code';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { AUTH_MESSAGES } from '@/lib/auth/auth-messages';
import { m } from '@/lib/i18n';
import type { AuthStep } from '../hooks/auth-step';
import { useAuthFlow } from '../hooks/use-auth-flow';
import { AuthNotice } from './auth-notice';
import { CredentialsForm } from './credentials-form';
import { EMAILED_CODE } from './emailed-code';
import { ResetPasswordForm } from './reset-password-form';

const TITLES: Record<AuthStep['kind'], () => string> = {
  signIn: m.auth_title_sign_in,
  signUp: m.auth_title_sign_up,
  confirm: m.auth_title_confirm,
  code: m.auth_title_code,
  reset: m.auth_title_reset,
};

function lead(step: AuthStep): string {
  switch (step.kind) {
    case 'signIn':
      return m.auth_lead_sign_in();
    case 'signUp':
      return m.auth_lead_sign_up();
    case 'confirm':
      return m.auth_lead_confirm({ email: step.email });
    case 'code':
      return m.auth_lead_code();
    case 'reset':
      return m.auth_lead_reset();
  }
}

/** What the screen's live region says: that a throttled call is tried again, or that the account is confirmed. */
function notice(step: AuthStep, retrying: boolean): string | null {
  if (retrying) return busyRetrying();
  return step.kind === 'signIn' && step.confirmedEmail ? AUTH_MESSAGES.confirmedSignIn : null;
}

/** /auth: sign in (with the authenticator code when the account has it), sign up with an emailed code, and reset the password by code. */
export function AuthScreen() {
  const flow = useAuthFlow();
  const { step } = flow;

  // While a stored session is checked (and in the page prerendered for /auth), the form shows: a visitor
  // who turns out to be signed in moves on from it.
  if (flow.alreadySignedIn) return <Navigate to={flow.returnTo.to} state={flow.returnTo.state} replace />;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12 md:py-20">
      <Card className="flex flex-col gap-6 p-6 md:p-8">
        <header className="flex flex-col gap-2 text-center">
          <h1 className="font-display text-5xl text-text">{TITLES[step.kind]()}</h1>
          <div>
            <p className="text-sm text-text-muted">{lead(step)}</p>
            <AuthNotice text={notice(step, flow.retrying)} />
          </div>
        </header>
        {(step.kind === 'signIn' || step.kind === 'signUp') && (
          <CredentialsForm
            mode={step.kind}
            initialEmail={step.kind === 'signIn' ? step.confirmedEmail : undefined}
            onSubmit={step.kind === 'signIn' ? flow.signIn : flow.signUp}
            onToggleMode={flow.toggleMode}
            onForgotPassword={(email) => flow.sendResetCode(email, true)}
          />
        )}
        {step.kind === 'confirm' && (
          <CodeForm
            kind={EMAILED_CODE}
            submitLabel={m.auth_confirm_account()}
            onSubmit={(code) => flow.confirmSignUp(step, code)}
            onResend={() => flow.resendSignUpCode(step.email)}
          />
        )}
        {step.kind === 'code' && (
          <CodeForm kind={AUTHENTICATOR_CODE} submitLabel={m.auth_verify()} onSubmit={flow.confirmSignInCode}>
            <Button variant="ghost" onClick={flow.backToSignIn}>
              {m.auth_back_to_sign_in()}
            </Button>
          </CodeForm>
        )}
        {step.kind === 'reset' && (
          <>
            <ResetPasswordForm
              email={step.email}
              onSubmit={flow.confirmReset}
              onResend={(email) => flow.sendResetCode(email, false)}
            />
            <button
              type="button"
              onClick={flow.backToSignIn}
              className="self-center rounded text-sm font-semibold text-accent hover:underline"
            >
              {m.auth_back_to_sign_in()}
            </button>
          </>
        )}
      </Card>
    </div>
  );
}
