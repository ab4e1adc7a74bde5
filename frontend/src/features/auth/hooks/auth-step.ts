/** Where the visitor is on /auth: which form shows, and what an earlier step handed on. */
export type AuthStep =
  /** `confirmedEmail`: the account was just confirmed but is not signed in; the form starts with it. */
  | { kind: 'signIn'; confirmedEmail?: string }
  | { kind: 'signUp' }
  | { kind: 'confirm'; email: string; password: string }
  | { kind: 'code' }
  | { kind: 'reset'; email: string };

/** The first step, from the link that led here (?mode=signup, ?mode=reset&email=). */
export function initialStep(params: URLSearchParams): AuthStep {
  const mode = params.get('mode');
  if (mode === 'signup') return { kind: 'signUp' };
  if (mode === 'reset') return { kind: 'reset', email: params.get('email') ?? '' };
  return { kind: 'signIn' };
}
