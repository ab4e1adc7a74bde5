import { fileURLToPath } from 'node:url';
import { Annotations, App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { deploySettingsFromContext } from '../config/deploy-settings';
import { stageConfig } from '../config/stages';
import { addStageStacks } from '../lib/stage-stacks';
import { siteBuild } from './site-build';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const app = new App();
const stage = String(app.node.tryGetContext('stage') ?? 'dev');
const site = siteBuild(projectRoot);

const { store } = addStageStacks(app, {
  config: stageConfig(
    stage,
    deploySettingsFromContext(stage, (key) => app.node.tryGetContext(key)),
  ),
  projectRoot,
  siteAssetPath: site.dir,
  account: process.env.CDK_DEFAULT_ACCOUNT,
  region: process.env.CDK_DEFAULT_REGION,
});
// Bootstrap and list read the app without the site; synth and deploy stop on this error.
if (site.missing) Annotations.of(store).addError(site.missing);

// AWS Solutions checks run on every synth; an unacknowledged finding stops it.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
