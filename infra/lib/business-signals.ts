import { METRICS } from '@shared/contract/metrics';
import { TIERS } from '@shared/tiers';
import { Duration } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { Monitoring } from './monitoring';

/**
 * The store's own signals (shared/contract/metrics.ts) on a stage's monitoring: alarms when Stripe
 * events are being lost or emails cannot be sent, and graphs of what the store sells and sends.
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
