import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { RETURN_PARAM, safeReturnPath } from '@/lib/auth/return-path';
import * as actions from './auth-actions';
import { type AuthStep, initialStep } from './auth-step';

/** The /auth flow: the step shown, where the visitor goes once signed in, and each form's action. */
export function useAuthFlow() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [step, setStep] = useState<AuthStep>(() => initialStep(params));
  // Where a guarded route sent the visitor from (?next=), or /dashboard; kept in the URL while the steps change.
  const next = params.get(RETURN_PARAM);
  const returnTo = safeReturnPath(next);
  const completing = useRef(false);
  const flow: actions.AuthFlow = { auth, setStep, completing, goOn: () => navigate(returnTo, { replace: true }) };

  function toggleMode() {
    const mode = step.kind === 'signUp' ? 'signIn' : 'signUp';
    setStep({ kind: mode });
    const kept = new URLSearchParams(next === null ? {} : { [RETURN_PARAM]: next });
    if (mode === 'signUp') kept.set('mode', 'signup');
    setParams(kept, { replace: true });
  }

  return {
    // The reset step stays open when signed in: Profile's Change Password leads here.
    alreadySignedIn: auth.status === 'signedIn' && !completing.current && step.kind !== 'reset',
    returnTo,
    step,
    toggleMode,
    backToSignIn: () => setStep({ kind: 'signIn' }),
    signIn: (credentials: actions.Credentials) => actions.signIn(flow, credentials),
    signUp: (details: actions.SignUpDetails) => actions.signUp(flow, details),
    confirmSignInCode: (code: string) => actions.confirmSignInCode(flow, code),
    confirmSignUp: (details: actions.SignUpDetails, code: string) => actions.confirmSignUp(flow, details, code),
    resendSignUpCode: (email: string) => actions.resendSignUpCode(flow, email),
    sendResetCode: (email: string, advance: boolean) => actions.sendResetCode(flow, email, advance),
    confirmReset: (values: actions.Credentials & { code: string }) => actions.confirmReset(flow, values),
  };
}
