import { withLambdaStack } from '../../lib/lambda-stack';
import { logger } from '../../lib/logger';
import { publishTargetFromSettings, publishUpdatePages } from '../../updates/publish-pages';

/**
 * Publishes the /updates pages once after each deploy of the site's pages (a deploy-time trigger):
 * the first deploy gets them, and every later one wraps them in the new build's SPA shell.
 */
async function publishAfterDeploy(): Promise<void> {
  await publishUpdatePages(publishTargetFromSettings());
  logger.info('Update pages published');
}

export const handler = withLambdaStack(publishAfterDeploy, []);
