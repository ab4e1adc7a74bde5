import type Stripe from 'stripe';
import { reconcile } from '../src/payments/reconcile';
import { USER_A } from './auth-server';
import { withPaymentsTestbed } from './payments-kit';
import { seedUser } from './seed';

/**
 * The Jest hooks of the reconciler's tests: the payments testbed with a Stripe of each test's own
 * (the reconciler reads everything Stripe holds, so payments of earlier tests would join in) and
 * user A seeded; `run` runs the reconciler once against that Stripe, or the one given.
 */
export function withReconcilerTestbed() {
  const bed = withPaymentsTestbed({ stripePerTest: true });
  beforeEach(() => seedUser(USER_A, 'fan@example.com'));
  const run = (stripe: Stripe = bed.harness.stripe, deadline = Date.now() + 20_000) =>
    reconcile({ stripe, conversions: null }, { deadline });
  return { bed, run };
}
