import { createContext, useContext } from 'react';
import type { SessionUser, TwoStepSetup } from './cognito';

export type { TwoStepSetup };

/** Two-step sign-in (an authenticator app) of the signed-in account. */
export interface TwoStepActions {
  enabled(): Promise<boolean>;
  /** A new key to show as a QR code and as text. */
  start(): Promise<TwoStepSetup>;
  /** Verifies one code from the new key (the store's API then turns it on: PUT /me/two-step). */
  finish(code: string): Promise<void>;
  /** Checks a current code (the store's API then turns it off). */
  turnOff(code: string): Promise<void>;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  /** Signed out by the person's own Sign Out in this page (not a session that was never there or expired). */
  signedOutByUser?: boolean;
  /**
   * Resolves 'codeRequired' when the account has two-step sign-in on (`confirmSignInCode` comes next),
   * otherwise the signed-in user.
   */
  signIn(email: string, password: string): Promise<'codeRequired' | SessionUser | null>;
  /** Resolves the signed-in user. */
  confirmSignInCode(code: string): Promise<SessionUser | null>;
  twoStep: TwoStepActions;
  /**
   * Creates the account, keeping `updates` (the form's 'Email me development updates') on it for the store;
   * true when the emailed confirmation code is needed next.
   */
  signUp(email: string, password: string, updates: boolean): Promise<{ needsConfirmation: boolean }>;
  confirmSignUp(email: string, code: string): Promise<void>;
  resendSignUpCode(email: string): Promise<void>;
  resetPassword(email: string): Promise<void>;
  confirmResetPassword(email: string, code: string, newPassword: string): Promise<void>;
  /**
   * Ends the session. `byUser`: the person's own Sign Out, after which guarded screens send them home
   * rather than to sign in again (a sign-out the store makes, after turning on two-step sign-in, does not).
   */
  signOut(options?: { byUser?: boolean }): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The signed-in state and the auth actions. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
