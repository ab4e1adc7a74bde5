import { Metrics } from '@aws-lambda-powertools/metrics';
import { METRICS } from '@shared/contract/metrics';

/** The store's business and health metrics, written as embedded metric format in the logs (no API calls). */
export const metrics = new Metrics({ namespace: METRICS.namespace, serviceName: METRICS.service });
