import * as path from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

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

const ENV_CREDENTIALS = 'lambdas/src/lib/env-credentials.ts';

// ESM bundles have no `require`; a few CommonJS dependencies still call it, so give them one.
const REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * One of the store's Lambdas: Node 22 on arm64, bundled by the local esbuild (never Docker) into
 * minified ESM with source maps, the AWS SDK included.
 */
export class StoreFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: StoreFunctionProps) {
    super(scope, id);

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

    this.function = new NodejsFunction(this, 'Function', {
      role,
      description: props.description,
      entry: path.join(props.projectRoot, props.entry),
      handler: 'handler',
      projectRoot: props.projectRoot,
      depsLockFilePath: path.join(props.projectRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      environment: {
        // Stack traces point at the TypeScript sources through the bundled source maps.
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        banner: REQUIRE_BANNER,
        minify: true,
        sourceMap: true,
        // The AWS SDK is bundled, not loaded from the runtime's copy file by file: cold imports take
        // tens of milliseconds instead of hundreds (bench: npm run bench); bundles stay under 1 MB.
        externalModules: [],
        esbuildArgs: { '--alias:@aws-sdk/credential-provider-node': path.join(props.projectRoot, ENV_CREDENTIALS) },
        forceDockerBundling: false,
        // The node tsconfig carries the `@shared/*` path mapping.
        tsconfig: path.join(props.projectRoot, 'tsconfig.node.json'),
      },
    });
    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the store is built and tested for (DESIGN.md); move up deliberately, not by rule',
    });
  }
}
