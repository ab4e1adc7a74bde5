import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { type CfnFunction, type Function as LambdaFunction, Tracing } from 'aws-cdk-lib/aws-lambda';
import { acknowledge } from './nag-acknowledgements';

/**
 * Turns on X-Ray active tracing for a Lambda of the payment path (checkout, Stripe events, the
 * reconciler): each invocation is traced, its start, run and end timed, and the logger writes the
 * trace id on each log line, so a slow or failed payment can be followed from one function to the
 * next. Set on the function's resource because StoreFunction builds every Lambda the same way, and
 * only these are traced (each trace is billed). The role gets what the function's tracing writes with.
 */
export function traceActively(fn: LambdaFunction): void {
  (fn.node.defaultChild as CfnFunction).tracingConfig = { mode: Tracing.ACTIVE };
  fn.addToRolePolicy(
    new PolicyStatement({ actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], resources: ['*'] }),
  );
  acknowledge(
    fn.role ?? fn,
    'X-Ray takes no resource-level permission for PutTraceSegments and PutTelemetryRecords: AWS documents "*" for them',
    'AwsSolutions-IAM5[Resource::*]',
  );
}
