import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { lambdaBundle } from './lambda-bundle';

/** Where the code lives and how long its logs stay: the same for every function of a stage. */
export interface FunctionDefaults {
  /** The repository root: entries, package-lock.json and tsconfig are found from here. */
  projectRoot: string;
  logRetention: RetentionDays;
  /** Whether the log groups outlive the stack (prod). */
  retainData: boolean;
}

export interface StoreFunctionProps extends FunctionDefaults {
  /** The handler module, relative to the project root (see lambdas/src/handlers/entries.ts). */
  entry: string;
  environment?: Record<string, string>;
  timeout?: Duration;
  description: string;
}

/**
 * One of the store's Lambdas: Node 22 on arm64, bundled by the local esbuild (never Docker) into
 * minified ESM chunks with source maps, the AWS SDK included (lambda-bundle.ts).
 */
export class StoreFunction extends Construct {
  readonly function: LambdaFunction;
  /** The handler module it runs, as given (docs/architecture.md lists each Lambda with it). */
  readonly entry: string;

  constructor(scope: Construct, id: string, props: StoreFunctionProps) {
    super(scope, id);
    this.entry = props.entry;

    const logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    // Its own role instead of AWSLambdaBasicExecutionRole: writes to this log group only.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    role.addToPolicy(
      new PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logGroup.logGroupArn],
      }),
    );

    this.function = new LambdaFunction(this, 'Function', {
      role,
      description: props.description,
      code: lambdaBundle(props.projectRoot, props.entry),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      // No --enable-source-maps: with it, Node reads and parses each loaded chunk's map, about 20 ms more
      // per cold import (npm run bench -- lambdas). docs/deploy.md says how to read a mapped stack trace.
      environment: props.environment,
    });
    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the store is built and tested for (docs/design.md); move up deliberately, not by rule',
    });
  }
}
