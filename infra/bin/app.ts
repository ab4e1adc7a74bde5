import { fileURLToPath } from 'node:url';
import { Annotations, App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { deploySettingsFromContext } from '../config/deploy-settings';
import { stageConfig } from '../config/stages';
import { EdgeStack } from '../lib/edge-stack';
import { StoreStack } from '../lib/store-stack';
import { siteBuild } from './site-build';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const app = new App();
const stage = String(app.node.tryGetContext('stage') ?? 'dev');

const account = process.env.CDK_DEFAULT_ACCOUNT;
const site = siteBuild(projectRoot);

// The web ACL for CloudFront can only live in us-east-1: a small edge stack there, deployed first.
const edge = new EdgeStack(app, `D1GangStore-${stage}-edge`, {
  stage,
  env: { account },
  description: `D1 Gang supporter store (${stage}): the site's web ACL`,
});

const store = new StoreStack(app, `D1GangStore-${stage}`, {
  config: stageConfig(
    stage,
    deploySettingsFromContext(stage, (key) => app.node.tryGetContext(key)),
  ),
  projectRoot,
  siteAssetPath: site.dir,
  env: { account, region: process.env.CDK_DEFAULT_REGION },
  description: `D1 Gang supporter store (${stage})`,
});
store.addStackDependency(edge);
// Bootstrap and list read the app without the site; synth and deploy stop on this error.
if (site.missing) Annotations.of(store).addError(site.missing);

// AWS Solutions checks run on every synth; an unacknowledged finding stops it.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
