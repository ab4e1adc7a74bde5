import { App } from 'aws-cdk-lib';
import { stageConfig } from '../config/stages';
import { StoreStack } from '../lib/store-stack';

const app = new App();
const stage = String(app.node.tryGetContext('stage') ?? 'dev');
const config = stageConfig(stage);

new StoreStack(app, `D1GangStore-${stage}`, {
  config,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
