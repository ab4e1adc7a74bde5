/**
 * The store's business events as CloudWatch metrics (names in shared/contract/metrics.ts). They are
 * stored on the module's `metrics` and published at the end of the invocation by the one middy stack
 * (lambda-stack.ts); the per-tier count is a single metric with its own `tier` dimension.
 */
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS } from '@shared/contract/metrics';
import type { TierId } from '@shared/tiers';
import { metrics } from './metrics';

type CountedEvent =
  | typeof METRICS.checkoutsStarted
  | typeof METRICS.refundsApplied
  | typeof METRICS.duplicatesRefunded
  | typeof METRICS.contactsReceived
  | typeof METRICS.linkCodeMisses;

/** One occurrence of a business event. */
export function countEvent(name: CountedEvent): void {
  metrics.addMetric(name, MetricUnit.Count, 1);
}

/** A purchase that granted its tier, counted per tier. */
export function countPurchaseFulfilled(tierId: TierId): void {
  const single = metrics.singleMetric();
  single.addDimension(METRICS.tierDimension, tierId);
  single.addMetric(METRICS.purchasesFulfilled, MetricUnit.Count, 1);
}
