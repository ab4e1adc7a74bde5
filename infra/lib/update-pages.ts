import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV } from '@shared/contract/lambda-env';
import { SPA_SHELL_FILE } from '@shared/site-pages';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { UPDATE_PAGES_ENTRY } from '../../lambdas/src/handlers/entries';
import type { Site } from './site';
import { type FunctionDefaults, StoreFunction } from './store-function';
import { grantTableAccess } from './table-access';

export interface UpdatePagesProps {
  functions: FunctionDefaults;
  table: ITable;
  site: Site;
  /** The built SPA the site deploys: its shell is what the published pages wrap. */
  siteAssetPath: string;
}

/**
 * The /updates pages published from the table once after each deploy of the site's pages (the
 * deployment leaves them alone): the first deploy creates them, and a new build's shell, whose script
 * names change, reaches them. The trigger runs whenever its function changes, so the function's
 * description names the shell it was deployed with.
 */
export class UpdatePages extends Construct {
  readonly publisher: LambdaFunction;

  constructor(scope: Construct, id: string, props: UpdatePagesProps) {
    super(scope, id);
    // Bootstrap and list read the app without a site build (infra/bin/app.ts stops synth and deploy then).
    const shellFile = join(props.siteAssetPath, SPA_SHELL_FILE);
    const shell = existsSync(shellFile)
      ? createHash('sha256').update(readFileSync(shellFile)).digest('hex').slice(0, 16)
      : 'no site build';
    this.publisher = new StoreFunction(this, 'Publisher', {
      ...props.functions,
      entry: UPDATE_PAGES_ENTRY,
      description: `Publishes the /updates pages after a deploy of the site (shell ${shell})`,
      timeout: Duration.minutes(1),
      environment: { [ENV.tableName]: props.table.tableName },
    }).function;
    grantTableAccess(this.publisher, props.table, 'update-pages');
    props.site.grantUpdatePublishing(this.publisher);
    new Trigger(this, 'AfterDeploy', { handler: this.publisher, executeAfter: [props.site.pagesDeployment] });
  }
}
