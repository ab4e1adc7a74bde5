/**
 * The store's own CloudWatch metrics: the Lambdas write them (Powertools Metrics, embedded metric
 * format) and CDK's alarms and dashboard read them. Powertools adds the `service` dimension.
 */
export const METRICS = {
  namespace: 'D1GangStore',
  service: 'd1-gang-store',
  /** Payments, refunds and disputes the reconciler applied because the store had missed them. */
  reconcilerCorrections: 'ReconcilerCorrections',
} as const;
