import { ADMIN_GROUP } from '@shared/contract/admin-group';
import { ENV } from '@shared/contract/lambda-env';
import { SIGN_UP_CONSENT_ATTRIBUTE } from '@shared/email-preferences';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StringAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
  type UserPoolTriggers,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { CUSTOM_EMAIL_SENDER_ENTRY, POST_CONFIRMATION_ENTRY } from '../../lambdas/src/handlers/entries';
import { acknowledge } from './nag-acknowledgements';
import { type FunctionDefaults, StoreFunction } from './store-function';
import { grantTableAccess } from './table-access';

/** The sign-up's updates choice as the pool names its custom attribute (without `custom:`). */
const CONSENT_ATTRIBUTE_NAME = SIGN_UP_CONSENT_ATTRIBUTE.replace(/^custom:/, '');

export interface AuthProps {
  functions: FunctionDefaults;
  table: ITable;
  /** Keep the pool (and its users) when the stack goes, and refuse deletion (prod). */
  retainData: boolean;
  /** The stage's SES sender, shared with the store's own emails (Email). */
  email: EmailSender;
}

/** The verified SES identity a stage sends from and its From address. */
interface EmailSender {
  /** A domain, or a single address. */
  identity: string;
  /** At the identity's domain, or the identity itself. */
  from: string;
}

/**
 * Cognito: the user pool (email sign-in), the SPA's app client, the `admin` group, the profile trigger,
 * and the custom email sender trigger with the key Cognito encrypts the codes under.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** The token issuer the Lambdas verify against (`https://cognito-idp.<region>.amazonaws.com/<poolId>`). */
  readonly issuer: string;
  readonly postConfirmation: IFunction;
  /** Queues every code email Cognito asks for in the store's outbox (lambdas/src/handlers/cognito/custom-email-sender.ts). */
  readonly customEmailSender: IFunction;
  /** The key Cognito encrypts the codes under; only the email sender may decrypt with it (Email). */
  readonly codeKey: Key;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    const trigger = new StoreFunction(this, 'PostConfirmation', {
      ...props.functions,
      entry: POST_CONFIRMATION_ENTRY,
      description: "Writes a confirmed user's profile and counts the user",
      environment: { [ENV.tableName]: props.table.tableName },
    });
    grantTableAccess(trigger.function, props.table, 'post-confirmation');
    this.postConfirmation = trigger.function;

    this.codeKey = addCodeKey(this, props.retainData);
    const codeSender = new StoreFunction(this, 'CustomEmailSender', {
      ...props.functions,
      entry: CUSTOM_EMAIL_SENDER_ENTRY,
      description: 'Queues the sign-up, reset and address codes Cognito sends in the store’s outbox',
      environment: { [ENV.tableName]: props.table.tableName },
    });
    grantTableAccess(codeSender.function, props.table, 'custom-email-sender');
    this.customEmailSender = codeSender.function;

    this.userPool = addUserPool(
      this,
      props,
      { postConfirmation: trigger.function, customEmailSender: codeSender.function },
      this.codeKey,
    );
    acknowledgePoolFindings(this.userPool);

    // The SPA is a public client: no secret. Only the flows something uses (auth.test.ts): the site signs
    // in with SRP (site.ts writes it into config.json); the Account Lambda checks a password before
    // deleting an account by signing in with USER_PASSWORD_AUTH on this client (account-credentials.ts).
    // cognito-local's client is made on its own (infra/local/cognito-setup.ts).
    this.client = this.userPool.addClient('SiteClient', {
      generateSecret: false,
      authFlows: { userSrp: true, userPassword: true },
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.minutes(60),
      idTokenValidity: Duration.minutes(60),
      refreshTokenValidity: Duration.days(30),
      enableTokenRevocation: true,
      // What the sign-up sends (frontend/src/lib/auth/cognito.ts), and nothing else: the email, the
      // updates choice and the page's language (`locale`, which the post-confirmation trigger keeps
      // on the profile). The SPA reads no more than that either.
      writeAttributes: new ClientAttributes()
        .withStandardAttributes({ email: true, locale: true })
        .withCustomAttributes(CONSENT_ATTRIBUTE_NAME),
      readAttributes: new ClientAttributes()
        .withStandardAttributes({ email: true, emailVerified: true, locale: true })
        .withCustomAttributes(CONSENT_ATTRIBUTE_NAME),
    });

    this.userPool.addGroup('AdminGroup', {
      groupName: ADMIN_GROUP,
      description: 'Operators: members may use the admin panel and its API',
    });

    // The pool's ProviderURL attribute has no scheme; tokens carry the https issuer.
    this.issuer = `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;
  }
}

/**
 * The key Cognito encrypts each code under before it hands it to the custom email sender trigger. Cognito
 * may only encrypt with it, for this account's user pools (the pool's own ARN would make the key and the
 * pool depend on each other); decrypting is granted to the email sender alone (Email).
 */
function addCodeKey(scope: Construct, retainData: boolean): Key {
  const key = new Key(scope, 'CodeKey', {
    description: 'Encrypts the sign-up, reset and address codes Cognito hands to the store’s email sender',
    enableKeyRotation: true,
    removalPolicy: retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    pendingWindow: Duration.days(7),
  });
  key.addToResourcePolicy(
    new PolicyStatement({
      principals: [new ServicePrincipal('cognito-idp.amazonaws.com')],
      actions: ['kms:Encrypt', 'kms:GenerateDataKey'],
      resources: ['*'],
      conditions: {
        StringEquals: { 'aws:SourceAccount': Stack.of(scope).account },
        ArnLike: {
          'aws:SourceArn': Stack.of(scope).formatArn({
            service: 'cognito-idp',
            resource: 'userpool',
            resourceName: '*',
          }),
        },
      },
    }),
  );
  return key;
}

/** The user pool: email sign-in with codes sent through the store's outbox, an optional authenticator app. */
function addUserPool(scope: Construct, props: AuthProps, triggers: UserPoolTriggers, codeKey: Key): UserPool {
  return new UserPool(scope, 'UserPool', {
    email: sesEmail(scope, props.email),
    // Lite covers what the store uses (email sign-in, authenticator-app MFA, a post-confirmation
    // trigger) at about a third of Essentials' price per active user (docs/cost.md).
    featurePlan: FeaturePlan.LITE,
    signInAliases: { email: true },
    signInCaseSensitive: false,
    selfSignUpEnabled: true,
    autoVerify: { email: true },
    keepOriginal: { email: true },
    userVerification: {
      emailStyle: VerificationEmailStyle.CODE,
      emailSubject: 'Your D1 Gang verification code',
      emailBody: 'Your D1 Gang verification code is {####}',
    },
    standardAttributes: { email: { required: true, mutable: true } },
    // The sign-up form's 'Email me development updates' (shared/email-preferences.ts), set by the sign-up
    // itself and read by the post-confirmation trigger, whichever visit confirms the account.
    customAttributes: {
      [CONSENT_ATTRIBUTE_NAME]: new StringAttribute({ mutable: false, maxLen: 5 }),
    },
    passwordPolicy: {
      minLength: 8,
      requireLowercase: true,
      requireUppercase: true,
      requireDigits: true,
      requireSymbols: true,
      tempPasswordValidity: Duration.days(3),
    },
    accountRecovery: AccountRecovery.EMAIL_ONLY,
    // Supporters may turn on an authenticator app; admins must (the admin API refuses them without one,
    // lambdas/src/lib/admin-membership.ts). Pool-level ON would force every supporter too. No SMS.
    mfa: Mfa.OPTIONAL,
    mfaSecondFactor: { otp: true, sms: false },
    lambdaTriggers: triggers,
    customSenderKmsKey: codeKey,
    deletionProtection: props.retainData,
    removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
}

/**
 * With the custom email sender trigger, Cognito sends no email itself: the codes leave through the
 * store's outbox. The pool still names the stage's SES identity (verified by hand before the first
 * deploy anyway, for the store's own emails: docs/deploy.md), so that an operator who detaches the
 * trigger in an incident (a disabled key, say) falls back to SES at the stage's quota, not to
 * Cognito's own sender and its few dozen emails a day.
 */
function sesEmail(scope: Construct, email: EmailSender): UserPoolEmail {
  const identityIsDomain = !email.identity.includes('@');
  return UserPoolEmail.withSES({
    fromEmail: email.from,
    fromName: 'D1 Gang',
    ...(identityIsDomain ? { sesVerifiedDomain: email.identity } : {}),
    // The stack's own region, also when it is only known at deploy (an environment-agnostic synth).
    sesRegion: Stack.of(scope).region,
  });
}

function acknowledgePoolFindings(userPool: UserPool): void {
  acknowledge(
    userPool,
    'MFA is optional at the pool (authenticator app only, no SMS): supporters sign in with email and password ' +
      'and may turn it on; the admin API refuses any admin without a verified authenticator app, decided ' +
      'from Cognito on every admin route, so the accounts that can read and refund everything always have it',
    'AwsSolutions-COG2',
  );
  acknowledge(
    userPool,
    'Threat protection needs the Plus plan, priced per active user at many times Lite; a store with email ' +
      'sign-in, a strong password policy and a web ACL on the pool (IP reputation, per-IP limits on sign-up, ' +
      'codes, reset and sign-in: user-pool-firewall.ts) stays on Lite (docs/cost.md). Revisit after launch.',
    'AwsSolutions-COG8',
  );
}
