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
  /** Resolves 'codeRequired' when the account has two-step sign-in on: `confirmSignInCode` comes next. */
  // biome-ignore lint/suspicious/noConfusingVoidType: resolving nothing means signed in, so sign-ins that need no code (and their test doubles) stay as they were.
  signIn(email: string, password: string): Promise<'codeRequired' | void>;
  confirmSignInCode(code: string): Promise<void>;
  twoStep: TwoStepActions;
  /** Creates the account; true when the emailed confirmation code is needed next. */
  signUp(email: string, password: string): Promise<{ needsConfirmation: boolean }>;
  /** `updates`: the sign-up form's 'Email me development updates', which the confirmation hands to the store. */
  confirmSignUp(email: string, code: string, updates: boolean): Promise<void>;
  resendSignUpCode(email: string): Promise<void>;
  resetPassword(email: string): Promise<void>;
  confirmResetPassword(email: string, code: string, newPassword: string): Promise<void>;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The signed-in state and the auth actions. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
