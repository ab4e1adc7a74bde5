/** Stand-in or real Stripe test mode, decided by STRIPE_SECRET_KEY. Live keys are refused. */
import { LocalStackError } from './errors';

const STAND_IN_KEY = 'sk_test_local';
export const STRIPE_API = 'https://api.stripe.com';

export type StripeMode = { kind: 'stand-in'; secretKey: string } | { kind: 'real'; secretKey: string };

export function stripeMode(secretKey: string | undefined): StripeMode {
  if (!secretKey || secretKey === STAND_IN_KEY) return { kind: 'stand-in', secretKey: STAND_IN_KEY };
  if (/^(sk|rk)_test_/.test(secretKey)) return { kind: 'real', secretKey };
  if (/^(sk|rk)_live_/.test(secretKey)) {
    throw new LocalStackError('STRIPE_SECRET_KEY is a live key. The local stack takes only test keys (sk_test_…).');
  }
  throw new LocalStackError(
    'STRIPE_SECRET_KEY is not a Stripe test key. Unset it to use the local stand-in, or set a real sk_test_… key.',
  );
}
