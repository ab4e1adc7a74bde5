import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { checkDeploySettings, type DeploySettings } from './deploy-settings';

/** A custom domain for the site, served by CloudFront with an ACM certificate from us-east-1. */
export interface SiteDomain {
  domainName: string;
  certificateArn: string;
}

/** Settings that differ between stages. Chosen once, in infra/bin; constructs receive them as props. */
export interface StageConfig {
  stage: string;
  /** RETAIN stateful resources and turn on deletion protection (prod); otherwise they are destroyed. */
  retainData: boolean;
  /**
   * Origins allowed besides the stage's own CloudFront URL and custom domain: CORS on the API and
   * Stripe Checkout return URLs. Full origins, e.g. `https://preview.example.com`.
   */
  extraSiteOrigins: string[];
  /** SSM SecureString parameter holding the Stripe secret key (set it before the first checkout). */
  stripeSecretParameter: string;
  /**
   * The Stripe partner event bus (`aws.partner/stripe.com/...`), from the deploy settings. Absent
   * until Stripe's EventBridge destination is connected: then no rule is created, and purchases rest
   * on the verify call and the reconciler.
   */
  stripeEventBusName?: string;
  /** Where alarms are emailed, from the deploy settings; without it the alarm topic has no subscriber. */
  alertEmail?: string;
  /** Serve the site on this domain as well as the CloudFront one. */
  siteDomain?: SiteDomain;
  /** Meta pixel id; browser and server tracking are off when absent. */
  pixelId?: string;
  /** SSM SecureString parameter holding the Conversions API token; read only when a pixel id is set. */
  conversionsTokenParameter: string;
  /** Mailbox shown in the footer and on the contact page; it also receives an email per new contact or ticket. */
  supportEmail: string;
  /**
   * The SES identity the store sends from: a domain (recommended) or an address, verified in SES
   * before the first email (docs/deploy.md). The email sender may send from this identity only.
   */
  emailIdentity: string;
  /** The From address of the store's emails, at the identity's domain (or the identity itself). */
  emailFrom: string;
  /** Default throttling of the HTTP API stage (requests per second, burst). */
  apiThrottle: { rateLimit: number; burstLimit: number };
  /** How often the payments reconciler runs (minutes). */
  reconcileEveryMinutes: number;
  /** How long Lambda and API access logs are kept. */
  logRetention: RetentionDays;
}

const SUPPORT_EMAIL = 'support@d1gang.com';
const EMAIL_IDENTITY = 'd1gang.com';
const EMAIL_FROM = 'team@d1gang.com';

function parameterPath(stage: string, name: string): string {
  return `/d1-gang/${stage}/${name}`;
}

const prod: StageConfig = {
  stage: 'prod',
  retainData: true,
  extraSiteOrigins: [],
  stripeSecretParameter: parameterPath('prod', 'stripe-secret-key'),
  siteDomain: undefined,
  pixelId: undefined,
  conversionsTokenParameter: parameterPath('prod', 'meta-conversions-token'),
  supportEmail: SUPPORT_EMAIL,
  emailIdentity: EMAIL_IDENTITY,
  emailFrom: EMAIL_FROM,
  apiThrottle: { rateLimit: 50, burstLimit: 100 },
  reconcileEveryMinutes: 10,
  logRetention: RetentionDays.THREE_MONTHS,
};

function devLike(stage: string): StageConfig {
  return {
    stage,
    retainData: false,
    extraSiteOrigins: [],
    stripeSecretParameter: parameterPath(stage, 'stripe-secret-key'),
    siteDomain: undefined,
    pixelId: undefined,
    conversionsTokenParameter: parameterPath(stage, 'meta-conversions-token'),
    supportEmail: SUPPORT_EMAIL,
    emailIdentity: EMAIL_IDENTITY,
    emailFrom: EMAIL_FROM,
    apiThrottle: { rateLimit: 10, burstLimit: 20 },
    reconcileEveryMinutes: 60,
    logRetention: RetentionDays.TWO_WEEKS,
  };
}

const STAGE_NAME = /^[a-z][a-z0-9-]{0,19}$/;

/**
 * The config of a stage by name: `prod` is production; any other name gets dev-like defaults. The
 * deploy settings (`-c stripeEventBus=…`, `-c alertEmail=…`, see deploy-settings.ts) are added on top.
 */
export function stageConfig(stage: string, settings: DeploySettings = {}): StageConfig {
  if (!STAGE_NAME.test(stage)) {
    throw new Error(
      `Stage "${stage}" must be lowercase letters, digits and dashes (at most 20), starting with a letter`,
    );
  }
  const { stripeEventBus, alertEmail } = checkDeploySettings(settings);
  return {
    ...(stage === 'prod' ? prod : devLike(stage)),
    ...(stripeEventBus ? { stripeEventBusName: stripeEventBus } : {}),
    ...(alertEmail ? { alertEmail } : {}),
  };
}
