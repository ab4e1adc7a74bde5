import { RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { acknowledge } from './nag-acknowledgements';

/**
 * The execute-api URL of a REST API stays public, so the API's web ACL (api-firewall.ts) lets
 * through only what carries this secret, and the Lambdas check it again (docs/deploy.md, "Only
 * through CloudFront"). The secret is generated at deploy and never written in the template. Named,
 * so the Lambdas can read it through Parameter Store (@middy/ssm); CloudFormation deletes secrets
 * without a recovery window, so a destroyed dev stage can be deployed again under the same name.
 */
export function addOriginSecret(scope: Construct, secretName: string): Secret {
  const secret = new Secret(scope, 'OriginSecret', {
    secretName,
    description: 'The header CloudFront adds to API requests; the API web ACL and Lambdas refuse requests without it',
    generateSecretString: {
      secretStringTemplate: JSON.stringify({}),
      generateStringKey: 'current',
      passwordLength: 48,
      excludePunctuation: true,
    },
    removalPolicy: RemovalPolicy.DESTROY,
  });
  acknowledge(
    secret,
    'Rotated by hand (docs/deploy.md): CloudFront and the API web ACL read the value only on a deploy, so a ' +
      'scheduled rotation would lock CloudFront out until the next one; both take the previous value during a rotation',
    'AwsSolutions-SMG4',
  );
  return secret;
}

/**
 * The key the unsubscribe links are signed with: generated at deploy, read by the account Lambda
 * through Parameter Store like the origin secret. A new value only voids the links already sent, so a
 * stage that keeps its data keeps the key when its stack is deleted (docs/deploy.md).
 */
export function addUnsubscribeSecret(scope: Construct, secretName: string, retainData: boolean): Secret {
  const secret = new Secret(scope, 'UnsubscribeSecret', {
    secretName,
    description: 'Signs the one-click unsubscribe links of the emails (HMAC-SHA256)',
    generateSecretString: { passwordLength: 48, excludePunctuation: true },
    removalPolicy: retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  acknowledge(
    secret,
    'Not rotated: a new key would void the unsubscribe links in emails already sent, which must keep working',
    'AwsSolutions-SMG4',
  );
  return secret;
}

/** The Parameter Store name through which a Lambda reads a Secrets Manager secret. */
export function secretParameter(secretName: string): string {
  return `/aws/reference/secretsmanager/${secretName}`;
}
