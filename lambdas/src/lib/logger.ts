import { Logger } from '@aws-lambda-powertools/logger';

/** One logger per Lambda, created at module load; the level comes from POWERTOOLS_LOG_LEVEL. */
export const logger = new Logger({ serviceName: 'd1-gang-api' });
