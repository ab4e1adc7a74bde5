import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV } from '@shared/contract/lambda-env';
import { GOAL_PAGE_FILES } from '@shared/site-pages';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { GOAL_PAGES_ENTRY } from '../../lambdas/src/handlers/entries';
import type { Site } from './site';
import { type FunctionDefaults, StoreFunction } from './store-function';
import { grantTableAccess } from './table-access';

export interface GoalPagesProps {
  functions: FunctionDefaults;
  table: ITable;
  site: Site;
  /** The built SPA the site deploys: the pages whose goal section is published. */
  siteAssetPath: string;
}

/** A short hash of the built pages the publisher fills in: a new build's upload brings them without figures. */
function pagesHash(siteAssetPath: string): string {
  const hash = createHash('sha256');
  for (const file of GOAL_PAGE_FILES) {
    const path = join(siteAssetPath, file);
    hash.update(existsSync(path) ? readFileSync(path) : file);
  }
  return hash.digest('hex').slice(0, 16);
}

/** How often the figures are published: the most a landing page's figure can lag the store, with the edge's minute. */
const GOAL_PAGES_EVERY = Duration.minutes(5);

/**
 * The community goals' figures published into the landing page and the gym wall (the pages as built,
 * their goal section replaced): every five minutes when the figures changed, and once after each deploy
 * of the site's pages, which uploads them without figures; and when the admin area asks, after each
 * goal change (grantRunNow). The trigger runs whenever its function changes, so the
 * function's description names the pages it was deployed with.
 */
export class GoalPages extends Construct {
  readonly publisher: LambdaFunction;
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: GoalPagesProps) {
    super(scope, id);
    this.publisher = new StoreFunction(this, 'Publisher', {
      ...props.functions,
      entry: GOAL_PAGES_ENTRY,
      description: `Publishes the community goals' figures into the landing page and the wall (pages ${pagesHash(props.siteAssetPath)})`,
      timeout: Duration.minutes(1),
      environment: { [ENV.tableName]: props.table.tableName },
    }).function;
    grantTableAccess(this.publisher, props.table, 'goal-pages');
    props.site.grantGoalPublishing(this.publisher);
    this.schedule = new Rule(this, 'Schedule', {
      description: "Publishes the community goals' figures when they changed",
      schedule: Schedule.rate(GOAL_PAGES_EVERY),
      // A missed run is caught up by the next one five minutes later.
      targets: [new LambdaTarget(this.publisher, { retryAttempts: 0 })],
    });
    new Trigger(this, 'AfterDeploy', { handler: this.publisher, executeAfter: [props.site.pagesDeployment] });
  }
}
