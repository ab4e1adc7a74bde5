import { SELLER, type Seller } from '@shared/seller';
import { SUPPORT_EMAIL } from '@shared/support-email';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { checkDeploySettings, type DeploySettings } from './deploy-settings';
import { checkStageConfig } from './stage-checks';

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
   * Origins besides the stage's own CloudFront URL and custom domain that Stripe Checkout may return
   * to (checkout builds its return URLs only for these). Nothing else: the site calls the API on its
   * own origin, so the API has no CORS. Full origins, e.g. `https://preview.example.com`.
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
  /**
   * Receives an email per new contact or ticket. The site shows the store's one mailbox (SUPPORT_EMAIL) in its
   * HTML, so a stage that changes this also changes that.
   */
  supportEmail: string;
  /**
   * The seller named in the emails about a payment (shared/seller.ts). The site's footer shows SELLER in
   * its HTML, so a stage that changes this also changes that.
   */
  seller: Seller;
  /**
   * The SES identity the store sends from: a domain (recommended) or an address, verified in SES
   * before the first email (docs/deploy.md). The email sender may send from this identity only.
   */
  emailIdentity: string;
  /** The From address of the store's emails, at the identity's domain (or the identity itself). */
  emailFrom: string;
  /** Throttling of the HTTP API stage, shared by every client (the web ACL limits each client). */
  apiThrottle: Throttle;
  /** Throttling of each write route (POST, PUT, PATCH, DELETE), its own bucket per route. */
  writeRouteThrottle: Throttle;
  /** The web ACL's limits; null deploys the stage without one (never prod). */
  firewall: FirewallSettings | null;
  /**
   * The version id of the API origin secret CloudFront sends; absent, the version current when
   * CloudFormation reads it. Set when rotating (docs/deploy.md), so the distribution is updated.
   */
  originSecretVersion?: string;
  /** How often the payments reconciler runs (minutes). */
  reconcileEveryMinutes: number;
  /** How often the email sweep sends what the stream delivery could not (minutes). */
  emailSweepEveryMinutes: number;
  /**
   * Development update emails queued per second: the stage's SES maximum send rate (the account's
   * quota; SES starts production accounts at 14 a second and the sandbox at 1). Raise it only after
   * SES raised the quota.
   */
  updateSendRate: number;
  /**
   * The fraction of the account's SES daily quota (Max24HourSend) development updates leave unused,
   * for Cognito's codes, receipts, refunds and ticket answers: SES shares the quota among them, and
   * an update that used it up would stop sign-ups until sends leave the rolling 24-hour window. The
   * update sender pauses a send at that point and resumes it once there is room.
   */
  transactionalEmailReserve: number;
  /**
   * The month's AWS bill, in US dollars, that the cost budget measures (infra/lib/cost-budget.ts): the
   * alarm topic hears at 80% of it spent and when the month is forecast to pass it. The budget counts
   * the whole account's bill, so a stage sharing its account counts the others' too.
   */
  monthlyBudgetUsd: number;
  /** How long Lambda and API access logs are kept. */
  logRetention: RetentionDays;
  /**
   * The Lambda concurrent executions the account is expected to have in the stage's region (Service
   * Quotas, `L-B99A9384`): AWS's default is 1,000, a new account may start far lower (docs/deploy.md,
   * Before launch: quotas). The account-wide concurrency alarm fires at 80% of it.
   */
  lambdaConcurrencyQuota: number;
}

/** API Gateway throttling: steady requests per second and the bucket's burst. */
export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/** The web ACL's own limits (infra/lib/site-firewall.ts). */
export interface FirewallSettings {
  /**
   * Requests one client IP may make to `/api/*` (outside `/api/game/*`) in five minutes. Pages and static
   * files are not counted; docs/capacity.md says how many people behind one address this admits.
   */
  apiRequestsPerIp: number;
  /** `POST /api/contact` one client IP may make in five minutes. */
  contactPostsPerIp: number;
  /**
   * Requests one client IP may make to `/api/game/*` in five minutes: the game's servers, whose keys
   * may each make 600 a minute, have this rule instead of `apiRequestsPerIp`.
   */
  gameRequestsPerIp: number;
  /**
   * `GET /api/currency-estimate` one client IP may make in five minutes: every page that shows tier cards
   * asks it once, browsing included, so the buyers' `apiRequestsPerIp` leaves it out. The Lambda answers
   * from a quote it holds for the hour, so this only stops one address flooding it.
   */
  currencyEstimatesPerIp: number;
  /**
   * The largest request body the API takes outside `/api/admin/*` (bytes). AWS's common rule set
   * refuses bodies over 8 KB, shorter than the longest legal contact message in 4-byte characters; the
   * API gets this limit instead.
   */
  apiBodyBytes: number;
  /** The largest request body `/api/admin/*` takes (bytes): answers and notes of 5,000 characters each. */
  adminBodyBytes: number;
  // The user pool's own web ACL (infra/lib/user-pool-firewall.ts): requests one client IP may make to
  // Cognito in five minutes, per operation. A person makes a handful of each; a script that makes the
  // store's SES identity send codes to any address, or guesses passwords, makes them by the hundred.
  /** SignUp: one per person, so a team signing up together on one Wi-Fi still fits. Each sends a code. */
  signUpsPerIp: number;
  /** ResendConfirmationCode: a person asks for the code again once or twice. Each sends an email. */
  codeResendsPerIp: number;
  /** ForgotPassword (sends a code) and ConfirmForgotPassword (checks it), each retried a few times. */
  passwordResetRequestsPerIp: number;
  /**
   * InitiateAuth and RespondToAuthChallenge: 2 or 3 per sign-in (SRP start, password proof, authenticator
   * code), so about 30 people signing in at once behind one address; token refreshes are another
   * operation and never count.
   */
  signInRequestsPerIp: number;
}

/** What a stage's deploy settings must give (cdk.json's "stages" context or -c): no default is right for every account. */
type Defaults = Omit<StageConfig, 'emailIdentity' | 'emailFrom'>;

function parameterPath(stage: string, name: string): string {
  return `/d1-gang/${stage}/${name}`;
}

// Launch sizing (docs/deploy.md, "Throttling"): the launch hour's peak is far below 1,000 requests a
// second; write routes are held to 50 a second each, half of Stripe's live-mode write limit.
const prod: Defaults = {
  stage: 'prod',
  retainData: true,
  extraSiteOrigins: [],
  stripeSecretParameter: parameterPath('prod', 'stripe-secret-key'),
  siteDomain: undefined,
  pixelId: undefined,
  conversionsTokenParameter: parameterPath('prod', 'meta-conversions-token'),
  supportEmail: SUPPORT_EMAIL,
  seller: SELLER,
  apiThrottle: { rateLimit: 1000, burstLimit: 2000 },
  writeRouteThrottle: { rateLimit: 50, burstLimit: 100 },
  firewall: {
    apiRequestsPerIp: 1000,
    contactPostsPerIp: 20,
    gameRequestsPerIp: 15_000,
    currencyEstimatesPerIp: 10_000,
    apiBodyBytes: 16 * 1024,
    adminBodyBytes: 48 * 1024,
    signUpsPerIp: 20,
    codeResendsPerIp: 10,
    passwordResetRequestsPerIp: 20,
    signInRequestsPerIp: 100,
  },
  reconcileEveryMinutes: 10,
  emailSweepEveryMinutes: 5,
  updateSendRate: 14,
  transactionalEmailReserve: 0.25,
  monthlyBudgetUsd: 1000,
  logRetention: RetentionDays.THREE_MONTHS,
  lambdaConcurrencyQuota: 1000,
};

function devLike(stage: string): Defaults {
  return {
    stage,
    retainData: false,
    extraSiteOrigins: [],
    stripeSecretParameter: parameterPath(stage, 'stripe-secret-key'),
    siteDomain: undefined,
    pixelId: undefined,
    conversionsTokenParameter: parameterPath(stage, 'meta-conversions-token'),
    supportEmail: SUPPORT_EMAIL,
    seller: SELLER,
    apiThrottle: { rateLimit: 10, burstLimit: 20 },
    writeRouteThrottle: { rateLimit: 5, burstLimit: 10 },
    firewall: {
      apiRequestsPerIp: 1000,
      contactPostsPerIp: 20,
      gameRequestsPerIp: 15_000,
      currencyEstimatesPerIp: 10_000,
      apiBodyBytes: 16 * 1024,
      adminBodyBytes: 48 * 1024,
      signUpsPerIp: 20,
      codeResendsPerIp: 10,
      passwordResetRequestsPerIp: 20,
      signInRequestsPerIp: 100,
    },
    reconcileEveryMinutes: 60,
    emailSweepEveryMinutes: 15,
    updateSendRate: 1,
    transactionalEmailReserve: 0.25,
    monthlyBudgetUsd: 30,
    logRetention: RetentionDays.TWO_WEEKS,
    lambdaConcurrencyQuota: 1000,
  };
}

const STAGE_NAME = /^[a-z][a-z0-9-]{0,19}$/;

/**
 * The config of a stage by name: `prod` is production; any other name gets dev-like defaults. The
 * deploy settings (cdk.json's "stages" context or `-c name=value`, see deploy-settings.ts) are added
 * on top; a setting missing or out of range stops the synth with its name. Every stage needs its SES
 * sender; prod also needs `alertEmail`.
 */
export function stageConfig(stage: string, settings: DeploySettings = {}): StageConfig {
  if (!STAGE_NAME.test(stage)) {
    throw new Error(
      `Stage "${stage}" must be lowercase letters, digits and dashes (at most 20), starting with a letter`,
    );
  }
  const checked = checkDeploySettings(settings);
  const { stripeEventBus, alertEmail, emailIdentity, emailFrom, firewall, originSecretVersion } = checked;
  const { siteDomain, siteCertificateArn } = checked;
  const isProd = stage === 'prod';
  const defaults = isProd ? prod : devLike(stage);
  return checkStageConfig({
    ...defaults,
    emailIdentity: required(
      stage,
      'emailIdentity',
      emailIdentity,
      'the SES identity (domain or address) it sends from',
    ),
    emailFrom: required(stage, 'emailFrom', emailFrom, 'the From address of its emails'),
    ...(firewall === 'off' ? { firewall: null } : {}),
    ...(stripeEventBus ? { stripeEventBusName: stripeEventBus } : {}),
    // An alarm topic with no subscriber pages nobody: prod does not deploy without one; other stages may.
    ...(alertEmail || isProd
      ? {
          alertEmail: required(
            stage,
            'alertEmail',
            alertEmail,
            'the address its alarms are emailed to: prod does not deploy with alarms that page nobody',
          ),
        }
      : {}),
    ...(originSecretVersion ? { originSecretVersion } : {}),
    // checkDeploySettings gives both or neither.
    ...(siteDomain && siteCertificateArn
      ? { siteDomain: { domainName: siteDomain, certificateArn: siteCertificateArn } }
      : {}),
  });
}

function required(stage: string, name: string, value: string | undefined, what: string): string {
  if (value) return value;
  throw new Error(
    `Stage "${stage}" has no ${name} (${what}): set it under "stages" → "${stage}" in cdk.json's context, ` +
      `or with -c ${name}=…`,
  );
}
