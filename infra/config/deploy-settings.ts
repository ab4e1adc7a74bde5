/**
 * Settings an operator gives at deploy time, without a source edit: `-c name=value` on the command
 * line, or per stage in cdk.json's context:
 *
 *   "stages": { "prod": { "emailIdentity": "d1gang.com", "emailFrom": "team@d1gang.com",
 *                         "stripeEventBus": "aws.partner/stripe.com/ed_…", "alertEmail": "ops@example.com",
 *                         "siteDomain": "store.example.com",
 *                         "siteCertificateArn": "arn:aws:acm:us-east-1:…:certificate/…" } }
 *
 * A command-line value wins over the stage's cdk.json value.
 */
export interface DeploySettings {
  /** Stripe's partner event bus; with it, Stripe events reach the store through EventBridge. */
  stripeEventBus?: string;
  /** Where alarms are emailed (an SNS email subscription the recipient confirms once); prod requires it. */
  alertEmail?: string;
  /** The SES identity (a domain or an address) the stage sends from, verified in the stage's account and region. */
  emailIdentity?: string;
  /** The From address of the stage's emails (at the identity's domain, or the identity itself). */
  emailFrom?: string;
  /** `off` deploys the stage without its web ACL (a cheaper dev stage); prod refuses it. */
  firewall?: 'on' | 'off';
  /**
   * The Secrets Manager version id of the API origin secret CloudFront sends (docs/deploy.md, rotating
   * the origin secret). Absent: the version current when CloudFormation reads it.
   */
  originSecretVersion?: string;
  /** A domain the site is served on besides the CloudFront one (docs/deploy.md, A custom domain). */
  siteDomain?: string;
  /** The ACM certificate for `siteDomain`: in us-east-1, the only region CloudFront takes certificates from. */
  siteCertificateArn?: string;
}

const STRING_SETTINGS = [
  'stripeEventBus',
  'alertEmail',
  'emailIdentity',
  'emailFrom',
  'originSecretVersion',
  'siteDomain',
  'siteCertificateArn',
] as const satisfies readonly (keyof DeploySettings)[];

const STRIPE_BUS = /^aws\.partner\/stripe\.com\/[\w.-]+$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const VERSION_ID = /^[\w-]{32,64}$/;
/** An ACM certificate's ARN; the group is its region. */
const ACM_CERTIFICATE = /^arn:aws[\w-]*:acm:([a-z0-9-]+):\d{12}:certificate\/[\w-]+$/;
/** The region CloudFront reads its viewer certificates from. */
const CLOUDFRONT_CERTIFICATE_REGION = 'us-east-1';

/** Reads a stage's deploy settings from CDK context (`tryGetContext` of the app's node). */
export function deploySettingsFromContext(stage: string, tryGetContext: (key: string) => unknown): DeploySettings {
  const stages = tryGetContext('stages');
  const perStage = isRecord(stages) && isRecord(stages[stage]) ? stages[stage] : {};
  const value = (name: string) => tryGetContext(name) ?? perStage[name];
  const settings: DeploySettings = {};
  for (const name of STRING_SETTINGS) {
    const given = value(name);
    if (given === undefined || given === '') continue;
    if (typeof given !== 'string') throw new Error(`Context "${name}" must be a string`);
    settings[name] = given;
  }
  const firewall = value('firewall');
  if (firewall !== undefined && firewall !== '') {
    // cdk.json may say false; -c always gives a string.
    if (firewall === 'on' || firewall === true || firewall === 'true') settings.firewall = 'on';
    else if (firewall === 'off' || firewall === false || firewall === 'false') settings.firewall = 'off';
    else throw new Error(`Context "firewall" must be "on" or "off", not ${JSON.stringify(firewall)}`);
  }
  return checkDeploySettings(settings);
}

/** Refuses values that would deploy a stack listening to nothing or mailing nobody. */
export function checkDeploySettings(settings: DeploySettings): DeploySettings {
  if (settings.stripeEventBus !== undefined && !STRIPE_BUS.test(settings.stripeEventBus)) {
    throw new Error(
      `stripeEventBus "${settings.stripeEventBus}" is not a Stripe partner event bus (aws.partner/stripe.com/…)`,
    );
  }
  if (settings.alertEmail !== undefined && !EMAIL.test(settings.alertEmail)) {
    throw new Error(`alertEmail "${settings.alertEmail}" is not an email address`);
  }
  if (
    settings.emailIdentity !== undefined &&
    !DOMAIN.test(settings.emailIdentity) &&
    !EMAIL.test(settings.emailIdentity)
  ) {
    throw new Error(`emailIdentity "${settings.emailIdentity}" is neither a domain nor an email address`);
  }
  if (settings.emailFrom !== undefined && !EMAIL.test(settings.emailFrom)) {
    throw new Error(`emailFrom "${settings.emailFrom}" is not an email address`);
  }
  if (settings.originSecretVersion !== undefined && !VERSION_ID.test(settings.originSecretVersion)) {
    throw new Error(`originSecretVersion "${settings.originSecretVersion}" is not a Secrets Manager version id`);
  }
  checkSiteDomain(settings);
  return settings;
}

/** The domain and its certificate come as a pair, and CloudFront must be able to use the certificate. */
function checkSiteDomain({ siteDomain, siteCertificateArn }: DeploySettings): void {
  if ((siteDomain === undefined) !== (siteCertificateArn === undefined)) {
    const [given, missing] =
      siteDomain === undefined ? ['siteCertificateArn', 'siteDomain'] : ['siteDomain', 'siteCertificateArn'];
    throw new Error(`siteDomain and siteCertificateArn go together: ${given} is set but ${missing} is not`);
  }
  if (siteDomain !== undefined && !DOMAIN.test(siteDomain)) {
    throw new Error(`siteDomain "${siteDomain}" is not a domain name (such as store.example.com)`);
  }
  if (siteCertificateArn === undefined) return;
  const region = ACM_CERTIFICATE.exec(siteCertificateArn)?.[1];
  if (region === undefined) {
    throw new Error(
      `siteCertificateArn "${siteCertificateArn}" is not an ACM certificate ARN ` +
        `(arn:aws:acm:${CLOUDFRONT_CERTIFICATE_REGION}:<account>:certificate/<id>)`,
    );
  }
  if (region !== CLOUDFRONT_CERTIFICATE_REGION) {
    throw new Error(
      `siteCertificateArn "${siteCertificateArn}" is in ${region}: CloudFront uses ACM certificates from ` +
        `${CLOUDFRONT_CERTIFICATE_REGION} only (request the certificate there: aws acm request-certificate ` +
        `--region ${CLOUDFRONT_CERTIFICATE_REGION} …)`,
    );
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
