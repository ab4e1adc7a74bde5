import { isTierId } from '@shared/tiers';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import type { SessionUser } from '@/lib/auth/cognito';
import { RETURN_PARAM, safeReturnPath } from '@/lib/auth/return-path';
import { SELECTED_TIER_PARAM, type SelectedTierState } from '@/lib/selected-tier';
import * as actions from './auth-actions';
import { type AuthStep, initialStep } from './auth-step';

/** The /auth flow: the step shown, where the visitor goes once signed in, and each form's action. */
export function useAuthFlow() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [step, setStep] = useState<AuthStep>(() => initialStep(params));
  const [retrying, setRetrying] = useState(false);
  // Where a guarded route sent the visitor from (?next=), and the tier a signed-out visitor chose (?tier=);
  // both kept in the URL while the steps change, and through a reload or a later visit to confirm.
  const next = params.get(RETURN_PARAM);
  const chosenTier = params.get(SELECTED_TIER_PARAM);
  const completing = useRef(false);
  const goOn = (user: SessionUser | null) => {
    const { to, state } = destination(next, chosenTier, user);
    navigate(to, { replace: true, state });
  };
  const flow: actions.AuthFlow = { auth, setStep, completing, goOn, setRetrying };

  function toggleMode() {
    const mode = step.kind === 'signUp' ? 'signIn' : 'signUp';
    setStep({ kind: mode });
    const kept = new URLSearchParams();
    if (next !== null) kept.set(RETURN_PARAM, next);
    if (chosenTier !== null) kept.set(SELECTED_TIER_PARAM, chosenTier);
    if (mode === 'signUp') kept.set('mode', 'signup');
    setParams(kept, { replace: true });
  }

  return {
    // The reset step stays open when signed in: Profile's Change Password leads here.
    alreadySignedIn: auth.status === 'signedIn' && !completing.current && step.kind !== 'reset',
    returnTo: destination(next, chosenTier, auth.user),
    step,
    /** A throttled Cognito call is being tried again. */
    retrying,
    toggleMode,
    backToSignIn: () => setStep({ kind: 'signIn' }),
    signIn: (credentials: actions.Credentials) => actions.signIn(flow, credentials),
    signUp: (details: actions.SignUpDetails) => actions.signUp(flow, details),
    confirmSignInCode: (code: string) => actions.confirmSignInCode(flow, code),
    confirmSignUp: (credentials: actions.Credentials, code: string) => actions.confirmSignUp(flow, credentials, code),
    resendSignUpCode: (email: string) => actions.resendSignUpCode(flow, email),
    sendResetCode: (email: string, advance: boolean) => actions.sendResetCode(flow, email, advance),
    confirmReset: (values: actions.Credentials & { code: string }) => actions.confirmReset(flow, values),
  };
}

/**
 * Where a signed-in user goes from /auth: back where a guarded route sent them from, else an admin to the
 * admin panel and anyone else to the dashboard, which starts the checkout of a tier chosen before signing up.
 */
function destination(
  next: string | null,
  chosenTier: string | null,
  user: SessionUser | null,
): { to: string; state: SelectedTierState | null } {
  const to = next === null && user?.inAdminGroup ? paths.admin.overview : safeReturnPath(next);
  return { to, state: to === paths.dashboard && isTierId(chosenTier) ? { selectedTier: chosenTier } : null };
}
