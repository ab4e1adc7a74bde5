import type { App } from 'aws-cdk-lib';
import type { StageConfig } from '../config/stages';
import { EdgeStack } from './edge-stack';
import { StoreStack } from './store-stack';

export interface StageStacksProps {
  config: StageConfig;
  /** The repository root (StoreStack). */
  projectRoot: string;
  /** The built SPA (StoreStack). */
  siteAssetPath: string;
  /** Undefined: environment-agnostic. */
  account?: string;
  /** The store stack's region; undefined: environment-agnostic. */
  region?: string;
}

export interface StageStacks {
  /** The us-east-1 stack with the web ACL; none when the stage's firewall is off. */
  edge?: EdgeStack;
  store: StoreStack;
}

/** A stage's stacks as `cdk deploy --all` deploys them: the edge stack (if any) first, then the store. */
export function addStageStacks(app: App, props: StageStacksProps): StageStacks {
  const { config } = props;
  // The web ACL for CloudFront can only live in us-east-1: a small edge stack there, deployed first.
  const edge = config.firewall
    ? new EdgeStack(app, `D1GangStore-${config.stage}-edge`, {
        stage: config.stage,
        firewall: config.firewall,
        env: { account: props.account },
        description: `D1 Gang supporter store (${config.stage}): the site's web ACL`,
      })
    : undefined;
  const store = new StoreStack(app, `D1GangStore-${config.stage}`, {
    config,
    projectRoot: props.projectRoot,
    siteAssetPath: props.siteAssetPath,
    ...(edge ? { webAclFingerprint: edge.webAclFingerprint } : {}),
    // A stage that keeps its data copies its table's backups to the edge stack's region.
    ...(edge && config.retainData ? { tableCopies: edge.addTableCopyVault() } : {}),
    env: { account: props.account, region: props.region },
    description: `D1 Gang supporter store (${config.stage})`,
  });
  if (edge) store.addStackDependency(edge);
  return { ...(edge ? { edge } : {}), store };
}
