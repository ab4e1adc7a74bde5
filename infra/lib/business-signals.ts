import { METRICS } from '@shared/contract/metrics';
import { TIERS } from '@shared/tiers';
import { Duration } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { Monitoring } from './monitoring';

/** Failed link codes in 10 minutes, store-wide, that mean more than supporters mistyping. */
const LINK_CODE_MISS_SURGE = 300;

/**
 * The store's own signals (shared/contract/metrics.ts) on a stage's monitoring: alarms when Stripe
 * events are being lost, emails cannot be sent or link codes are being guessed, and graphs of what the store sells and sends.
 */
export function addBusinessSignals(monitoring: Monitoring): void {
  monitoring.alarmWhen('ReconcilerCorrections', {
    description:
      'The reconciler applied payments, refunds or disputes the store had missed: Stripe events are being lost',
    metric: storeMetric(METRICS.reconcilerCorrections, Duration.minutes(15)),
    threshold: 1,
  });
  monitoring.alarmWhen('EmailSendFailures', {
    description: 'SES refused or could not take emails; they wait in the outbox and are tried again',
    metric: storeMetric(METRICS.emailSendFailures),
    threshold: 1,
  });
  // Each account may miss 20 link codes a day (docs/game-integration.md): a surge across the store is
  // many accounts guessing together, which the operator hears about rather than every guesser being refused.
  monitoring.alarmWhen('LinkCodeMissSurge', {
    description: 'Link codes that found no live request surged across the store: many accounts may be guessing codes',
    metric: storeMetric(METRICS.linkCodeMisses, Duration.minutes(10)),
    threshold: LINK_CODE_MISS_SURGE,
  });
  monitoring.addGraph('Checkouts started and purchases fulfilled', [
    storeMetric(METRICS.checkoutsStarted),
    ...TIERS.map(
      (tier) =>
        new Metric({
          namespace: METRICS.namespace,
          metricName: METRICS.purchasesFulfilled,
          dimensionsMap: { service: METRICS.service, [METRICS.tierDimension]: tier.id },
          statistic: 'Sum',
          period: Duration.hours(1),
          label: `Fulfilled: ${tier.name}`,
        }),
    ),
  ]);
  monitoring.addGraph('Refunds and duplicates refunded', [
    storeMetric(METRICS.refundsApplied),
    storeMetric(METRICS.duplicatesRefunded),
  ]);
  monitoring.addGraph('Contacts received and emails sent', [
    storeMetric(METRICS.contactsReceived),
    storeMetric(METRICS.emailsSent),
    storeMetric(METRICS.emailSendFailures),
  ]);
  monitoring.addGraph('Failed link codes', [storeMetric(METRICS.linkCodeMisses, Duration.minutes(10))]);
}

/** One of the store's own metrics, summed per period (an hour unless given). */
function storeMetric(metricName: string, period: Duration = Duration.hours(1)): Metric {
  return new Metric({
    namespace: METRICS.namespace,
    metricName,
    dimensionsMap: { service: METRICS.service },
    statistic: 'Sum',
    period,
  });
}
