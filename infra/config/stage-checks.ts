/** The checks every stage's config passes before anything is synthesized (stages.ts builds the config). */
import { DOMAIN, EMAIL } from './deploy-settings';
import type { StageConfig, Throttle } from './stages';

/** The smallest rate-based limit AWS WAF takes (requests per evaluation window). */
const WAF_RATE_LIMIT_MIN = 10;
/** The lowest Lambda concurrency quota AWS starts a new account with (it raises it with use). */
const LAMBDA_CONCURRENCY_MIN = 10;
/** The common rule set's fixed body limit, and the most of a body CloudFront lets AWS WAF inspect. */
export const COMMON_RULE_SET_BODY_LIMIT = 8 * 1024;
const WAF_BODY_INSPECTION_MAX = 64 * 1024;

/** Refuses a config CloudFormation or the product would not work with, naming the setting. */
export function checkStageConfig(config: StageConfig): StageConfig {
  const fail = (message: string): never => {
    throw new Error(`Stage "${config.stage}": ${message}`);
  };
  const { emailIdentity, emailFrom } = config;
  const identityIsAddress = EMAIL.test(emailIdentity);
  if (!identityIsAddress && !DOMAIN.test(emailIdentity)) {
    fail(`emailIdentity "${emailIdentity}" is neither a domain nor an email address`);
  }
  if (!EMAIL.test(emailFrom)) fail(`emailFrom "${emailFrom}" is not an email address`);
  const allowedFrom = identityIsAddress
    ? emailFrom.toLowerCase() === emailIdentity.toLowerCase()
    : emailFrom.toLowerCase().endsWith(`@${emailIdentity.toLowerCase()}`);
  if (!allowedFrom) {
    fail(`emailFrom "${emailFrom}" is not sent by emailIdentity "${emailIdentity}" (use an address at that domain)`);
  }
  checkThrottle('apiThrottle', config.apiThrottle, fail);
  checkThrottle('writeRouteThrottle', config.writeRouteThrottle, fail);
  if (
    config.writeRouteThrottle.rateLimit > config.apiThrottle.rateLimit ||
    config.writeRouteThrottle.burstLimit > config.apiThrottle.burstLimit
  ) {
    fail('writeRouteThrottle must not exceed apiThrottle');
  }
  if (config.firewall === null) {
    if (config.retainData) fail('firewall cannot be off for a stage that keeps its data (prod)');
  } else {
    const { apiRequestsPerIp, contactPostsPerIp, gameRequestsPerIp, apiBodyBytes, adminBodyBytes } = config.firewall;
    const { signUpsPerIp, codeResendsPerIp, passwordResetRequestsPerIp, signInRequestsPerIp } = config.firewall;
    for (const [name, limit] of [
      ['apiRequestsPerIp', apiRequestsPerIp],
      ['contactPostsPerIp', contactPostsPerIp],
      ['gameRequestsPerIp', gameRequestsPerIp],
      ['signUpsPerIp', signUpsPerIp],
      ['codeResendsPerIp', codeResendsPerIp],
      ['passwordResetRequestsPerIp', passwordResetRequestsPerIp],
      ['signInRequestsPerIp', signInRequestsPerIp],
    ] as const) {
      if (!Number.isInteger(limit) || limit < WAF_RATE_LIMIT_MIN) {
        fail(`firewall.${name} must be a whole number of at least ${WAF_RATE_LIMIT_MIN}`);
      }
    }
    if (contactPostsPerIp > apiRequestsPerIp)
      fail('firewall.contactPostsPerIp must not exceed firewall.apiRequestsPerIp');
    for (const [name, bytes] of [
      ['apiBodyBytes', apiBodyBytes],
      ['adminBodyBytes', adminBodyBytes],
    ] as const) {
      if (!Number.isInteger(bytes) || bytes <= COMMON_RULE_SET_BODY_LIMIT || bytes > WAF_BODY_INSPECTION_MAX) {
        fail(
          `firewall.${name} must be over ${COMMON_RULE_SET_BODY_LIMIT} and at most ${WAF_BODY_INSPECTION_MAX} bytes`,
        );
      }
    }
  }
  checkMinutes('reconcileEveryMinutes', config.reconcileEveryMinutes, fail);
  checkMinutes('emailSweepEveryMinutes', config.emailSweepEveryMinutes, fail);
  if (!Number.isFinite(config.updateSendRate) || config.updateSendRate <= 0) {
    fail('updateSendRate must be a number of emails a second above 0');
  }
  const reserve = config.transactionalEmailReserve;
  if (!Number.isFinite(reserve) || reserve <= 0 || reserve >= 1) {
    fail('transactionalEmailReserve must be a fraction of the daily SES quota above 0 and below 1');
  }
  const budget = config.monthlyBudgetUsd;
  if (!Number.isInteger(budget) || budget < 1 || budget > 1_000_000) {
    fail('monthlyBudgetUsd must be a whole number of US dollars from 1 to 1000000');
  }
  if (!Number.isInteger(config.lambdaConcurrencyQuota) || config.lambdaConcurrencyQuota < LAMBDA_CONCURRENCY_MIN) {
    fail(`lambdaConcurrencyQuota must be a whole number of concurrent executions, at least ${LAMBDA_CONCURRENCY_MIN}`);
  }
  return config;
}

function checkThrottle(name: string, throttle: Throttle, fail: (message: string) => never): void {
  if (!(throttle.rateLimit > 0) || !Number.isInteger(throttle.burstLimit) || throttle.burstLimit < 1) {
    fail(`${name} needs a rateLimit over 0 and a whole burstLimit of at least 1`);
  }
  if (throttle.burstLimit < throttle.rateLimit) fail(`${name}.burstLimit must be at least its rateLimit`);
}

function checkMinutes(name: string, minutes: number, fail: (message: string) => never): void {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 24 * 60) {
    fail(`${name} must be a whole number of minutes from 1 to 1440`);
  }
}
