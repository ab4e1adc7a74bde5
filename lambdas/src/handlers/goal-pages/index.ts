import { goalPagesTargetFromSettings, publishGoalPages } from '../../goals/publish-goal-pages';
import { withLambdaStack } from '../../lib/lambda-stack';
import { logger } from '../../lib/logger';

/**
 * Publishes the community goals' figures into the landing page and the gym wall: every five minutes
 * (an EventBridge rule) and once after each deploy of the site's pages (a deploy-time trigger), which
 * uploads them with no figures. Writes only the pages whose figures changed.
 */
async function publishGoals(): Promise<{ written: string[] }> {
  const result = await publishGoalPages(goalPagesTargetFromSettings());
  if (result.written.length > 0) logger.info('Goal pages published', { written: result.written });
  return result;
}

export const handler = withLambdaStack(publishGoals, []);
