import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS } from '@shared/contract/metrics';
import type { Context } from 'aws-lambda';
import { currentDeadline } from '../../lib/deadline';
import { withLambdaStack } from '../../lib/lambda-stack';
import { logger } from '../../lib/logger';
import { metrics } from '../../lib/metrics';
import { type GiftSweepResult, sweepGifts } from '../../payments/gift-sweep';
import { conversionsFor, paymentSecrets, paymentsConfigured, stripeFor } from '../../payments/payment-settings';
import { type ReconcileResult, reconcile } from '../../payments/reconcile';

/**
 * The scheduled reconciler: applies whatever Stripe holds that the store missed (see reconcile.ts),
 * within the invocation's deadline, and publishes how many corrections it made; then the gift sweep
 * (payments/gift-sweep.ts) reminds, expires and refunds gifts with the time left. On a stage whose
 * Stripe key is not set yet there is nothing to reconcile: the run ends quietly (no error, no alarm).
 */
async function handleSchedule(
  _event: unknown,
  context: Context,
): Promise<(ReconcileResult & { gifts: GiftSweepResult }) | NotConfigured> {
  if (!paymentsConfigured(context)) return { skipped: 'not configured' };
  const stripe = stripeFor(context);
  const result = await reconcile({ stripe, conversions: conversionsFor(context) }, { deadline: currentDeadline() });
  // Watched by an alarm: above zero means Stripe's events are being lost.
  metrics.addMetric(METRICS.reconcilerCorrections, MetricUnit.Count, result.corrections.length);
  logger.info('Reconciler run finished', { corrections: result.corrections.length, complete: result.complete });
  // The gift sweep rides on this schedule (every 10 minutes in prod): it refunds through Stripe like the reconciler.
  const gifts = await sweepGifts(stripe, { now: new Date(), deadline: currentDeadline() });
  return { ...result, gifts };
}

/** A run on a stage without a Stripe key (paymentSecrets logged it once). */
interface NotConfigured {
  skipped: 'not configured';
}

export const handler = withLambdaStack(handleSchedule, [paymentSecrets()]);
