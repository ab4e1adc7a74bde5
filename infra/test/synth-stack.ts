import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { App, type CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { DISABLE_CREATION_STACK_TRACES, DISABLE_METADATA_STACK_TRACE } from 'aws-cdk-lib/cx-api';
import type { IConstruct } from 'constructs';
import { deploySettingsFromContext } from '../config/deploy-settings';
import { type StageConfig, stageConfig } from '../config/stages';
import type { EdgeStack } from '../lib/edge-stack';
import { addStageStacks } from '../lib/stage-stacks';
import type { StoreStack } from '../lib/store-stack';

/** The repository root, where the Lambda entries and package-lock.json live. */
const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

/**
 * A stand-in for `dist/site`, so the tests need no frontend build. Under Jest, tmpdir() is the run's
 * scratch folder (lambdas/test/scratch-dir.ts), which the run removes at its end: a worker's own exit
 * hook never runs, Jest kills its workers.
 */
function tinySiteBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'd1-site-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>D1 Gang</title>');
  writeFileSync(path.join(dir, 'app.html'), '<!doctype html><title>D1 Gang</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("d1");');
  return dir;
}

/** The alarm address tests give prod when cdk.json gives none: a prod deploy refuses to start without one. */
const TEST_ALERT_EMAIL = 'alarms@example.com';

/**
 * cdk.json's context, as the CDK CLI gives it to the app (the stages' deploy settings among it), except
 * that prod gets TEST_ALERT_EMAIL when cdk.json names no alarm address: cdk.json leaves that to the
 * operator, and prod does not synthesize without it. A test's own `-c alertEmail` (SynthOptions.context)
 * still wins over it, as on the command line.
 */
export const CDK_JSON_CONTEXT = withTestAlertEmail(
  (JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> })
    .context,
);

function withTestAlertEmail(context: Record<string, unknown>): Record<string, unknown> {
  const stages = context.stages as Record<string, Record<string, unknown>>;
  return { ...context, stages: { ...stages, prod: { alertEmail: TEST_ALERT_EMAIL, ...stages.prod } } };
}

/**
 * Context that keeps CDK from recording a stack trace for every construct and metadata entry. The tests
 * read no trace, and under Jest each one goes through its source-map lookup: about a quarter of a synth.
 * `CDK_DEBUG=1` brings the creation traces back when one is needed to find where a construct came from.
 */
export const NO_STACK_TRACES = { [DISABLE_CREATION_STACK_TRACES]: true, [DISABLE_METADATA_STACK_TRACE]: true };

export interface SynthOptions {
  /** CDK context as `-c name=value` would give it, over cdk.json's (deploy settings such as `stripeEventBus`). */
  context?: Record<string, unknown>;
  /** Changes to the stage's config. */
  config?: Partial<StageConfig>;
  /** Run esbuild on the Lambda entries (slow); otherwise bundling is skipped. */
  bundle?: boolean;
  /** No account or region, as when `cdk synth` runs without AWS configuration. */
  envAgnostic?: boolean;
  /** The region the stage's stack is synthesized for: eu-west-1 unless given. */
  region?: string;
  /**
   * Run CDK's built-in CloudFormation validation, as `cdk synth` does. Off by default: its engine costs
   * seconds per test file, and cloudformation-validation.test.ts runs it on every stage once.
   */
  validate?: boolean;
}

export interface SynthResult {
  app: App;
  stack: StoreStack;
  template: Template;
  /** The stage's us-east-1 stack; none when its firewall is off. */
  edge?: EdgeStack;
}

const synthesized = new Map<string, SynthResult>();

/**
 * A stage's stack with its template, built once per stage and options in a Jest file and shared by
 * every test there that asks for the same: infra/lib's files run as one (infra/lib.test.ts), so they
 * share most of their synths. Read it, never add to it (CDK refuses a second synth of a changed tree);
 * a test that adds a construct takes a stack of its own from synthFreshStage.
 */
export function synthStage(stage: string, options: SynthOptions = {}): SynthResult {
  const key = JSON.stringify([stage, options]);
  const known = synthesized.get(key);
  if (known) return known;
  const result = synthFreshStage(stage, options);
  synthesized.set(key, result);
  return result;
}

/** Builds a stage's stack in a fresh app (fixed account and region) and returns it with its template. */
export function synthFreshStage(stage: string, options: SynthOptions = {}): SynthResult {
  // A stage cdk.json does not name sends, in tests, from an identity of its own.
  const emailDefaults = (CDK_JSON_CONTEXT.stages as Record<string, unknown>)[stage]
    ? {}
    : { emailIdentity: `${stage}.d1gang.com`, emailFrom: `team@${stage}.d1gang.com` };
  // In the run's scratch folder too (see tinySiteBuild), which the run removes at its end.
  const outdir = mkdtempSync(path.join(tmpdir(), 'd1-cdk-out-'));
  const app = new App({
    outdir,
    builtinCloudFormationValidation: options.validate ?? false,
    // An empty list of stacks to bundle skips esbuild; the template is otherwise the same.
    context: {
      ...CDK_JSON_CONTEXT,
      ...NO_STACK_TRACES,
      ...emailDefaults,
      ...options.context,
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
    },
  });
  // The same reading of the deploy settings as infra/bin/app.ts.
  const settings = deploySettingsFromContext(stage, (key) => app.node.tryGetContext(key));
  // The same stacks as infra/bin/app.ts.
  const { edge, store } = addStageStacks(app, {
    config: { ...stageConfig(stage, settings), ...options.config },
    projectRoot: PROJECT_ROOT,
    siteAssetPath: tinySiteBuild(),
    ...(options.envAgnostic ? {} : { account: '123456789012', region: options.region ?? 'eu-west-1' }),
  });
  return { app, stack: store, template: Template.fromStack(store), ...(edge ? { edge } : {}) };
}

/** The store's functions the tests go through one by one, each with the name the test titles use. */
export function storeFunctions(stack: StoreStack): [string, IFunction][] {
  return [
    ...Object.entries(stack.api.functions),
    ['stripe-events', stack.payments.stripeEvents],
    ['post-confirmation', stack.auth.postConfirmation],
    ['reconciler', stack.payments.reconciler],
    ['email-sender', stack.email.sender],
    ['update-sender', stack.updates.sender],
  ];
}

/** The logical id of a construct's CloudFormation resource. */
export function logicalId(construct: IConstruct): string {
  return Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);
}

export interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

/** Every IAM statement attached to a function's role. */
export function statementsOf(template: Template, fn: IFunction): Statement[] {
  if (!fn.role) throw new Error(`${fn.node.path} has no role`);
  const roleId = logicalId(fn.role);
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as {
    Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
  }[];
  return policies
    .filter((policy) => policy.Properties.Roles.some((role) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

/** A statement's actions as a list. */
export function actionsOf(statement: Statement): string[] {
  return Array.isArray(statement.Action) ? statement.Action : [statement.Action];
}

/**
 * Renders a CloudFormation value to a string, with references written as `${Ref:Id}` and
 * `${GetAtt:Id.Attr}`, so a template value can be compared with the text it will become.
 */
export function render(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const object = value as Record<string, unknown>;
  if ('Ref' in object) return `\${Ref:${object.Ref}}`;
  if ('Fn::GetAtt' in object) return `\${GetAtt:${(object['Fn::GetAtt'] as string[]).join('.')}}`;
  if ('Fn::Join' in object) {
    const [separator, parts] = object['Fn::Join'] as [string, unknown[]];
    return parts.map(render).join(separator);
  }
  throw new Error(`Cannot render ${JSON.stringify(value)}`);
}
