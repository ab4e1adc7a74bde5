import { ENV } from '@shared/contract/lambda-env';
import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { StageConfig } from '../config/stages';
import { acknowledge, nagArn } from './nag-acknowledgements';

/** What the fulfilment path (checkout and stripe-events) needs beyond the table: Stripe and ad tracking. */
export interface FulfilmentSettings {
  environment: Record<string, string>;
  /** SSM SecureString parameter names the fulfilment Lambdas read. */
  secureParameters: string[];
}

/** The Stripe key parameter always; the pixel id and Conversions API token parameter only when a pixel is set. */
export function fulfilmentSettings(
  config: Pick<StageConfig, 'stripeSecretParameter' | 'pixelId' | 'conversionsTokenParameter'>,
): FulfilmentSettings {
  const environment: Record<string, string> = { [ENV.stripeSecretParameter]: config.stripeSecretParameter };
  const secureParameters = [config.stripeSecretParameter];
  if (config.pixelId) {
    environment[ENV.pixelId] = config.pixelId;
    environment[ENV.conversionsTokenParameter] = config.conversionsTokenParameter;
    secureParameters.push(config.conversionsTokenParameter);
  }
  return { environment, secureParameters };
}

/** Only the Stripe key of the fulfilment settings: for the admin's refunds. */
export function stripeKeySettings(settings: FulfilmentSettings): FulfilmentSettings {
  const parameter = settings.environment[ENV.stripeSecretParameter];
  if (!parameter) throw new Error('The fulfilment settings name no Stripe key parameter');
  return { environment: { [ENV.stripeSecretParameter]: parameter }, secureParameters: [parameter] };
}

/**
 * Lets a function read (and decrypt) exactly these SecureString parameters. Decryption is allowed
 * only through SSM and only for these parameters (SSM puts the parameter ARN in the KMS encryption
 * context), whichever key encrypts them. GetParameters is what @middy/ssm calls.
 */
export function grantSecureParameters(fn: IFunction, parameterNames: string[]): void {
  const stack = Stack.of(fn);
  const parameterArns = parameterNames.map((name) =>
    stack.formatArn({ service: 'ssm', resource: 'parameter', resourceName: name.replace(/^\//, '') }),
  );
  fn.addToRolePolicy(
    new PolicyStatement({ actions: ['ssm:GetParameter', 'ssm:GetParameters'], resources: parameterArns }),
  );
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['kms:Decrypt'],
      resources: [stack.formatArn({ service: 'kms', resource: 'key', resourceName: '*' })],
      conditions: {
        StringEquals: {
          'kms:ViaService': `ssm.${stack.region}.amazonaws.com`,
          'kms:EncryptionContext:PARAMETER_ARN': parameterArns,
        },
      },
    }),
  );
  if (fn.role) {
    acknowledge(
      fn.role,
      'The key behind a SecureString (aws/ssm or a customer key) is not known here; decryption is limited to ' +
        'calls through SSM for exactly these parameters by the ViaService and PARAMETER_ARN conditions',
      `AwsSolutions-IAM5[Resource::${nagArn(stack, 'kms', 'key/*')}]`,
    );
  }
}
