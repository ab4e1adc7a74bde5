import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { API_CALLS_PER_BUYER, buyersPerAddress } from './capacity';
import { checkStageConfig } from './stage-checks';
import { type FirewallSettings, type StageConfig, stageConfig } from './stages';

// Prod's mail settings: its sender, and where its alarms go (prod refuses to deploy without that).
const PROD_EMAIL = { emailIdentity: 'd1gang.com', emailFrom: 'team@d1gang.com', alertEmail: 'ops@example.com' };
const DEV_EMAIL = { emailIdentity: 'dev.d1gang.com', emailFrom: 'team@dev.d1gang.com' };

describe('stageConfig', () => {
  test('prod keeps its data and reads its own Stripe parameter', () => {
    const prod = stageConfig('prod', PROD_EMAIL);

    expect(prod.retainData).toBe(true);
    expect(prod.stripeSecretParameter).toBe('/d1-gang/prod/stripe-secret-key');
    expect(prod.conversionsTokenParameter).toBe('/d1-gang/prod/meta-conversions-token');
    expect(prod.logRetention).toBe(RetentionDays.THREE_MONTHS);
  });

  test('prod is sized for launch: 1,000 requests a second (burst 2,000), write routes 50 each', () => {
    const prod = stageConfig('prod', PROD_EMAIL);

    expect(prod.apiThrottle).toEqual({ rateLimit: 1000, burstLimit: 2000 });
    expect(prod.writeRouteThrottle).toEqual({ rateLimit: 50, burstLimit: 100 });
    expect(prod.firewall).toEqual({
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
    });
    expect(prod.reconcileEveryMinutes).toBe(10);
    expect(prod.emailSweepEveryMinutes).toBe(5);
    // SES's starting rate for a production account; the sandbox (dev-like stages) sends 1 a second.
    expect(prod.updateSendRate).toBe(14);
    expect(stageConfig('dev', DEV_EMAIL).updateSendRate).toBe(1);
  });

  test('the per-IP API limit holds 60 people buying at once behind one address (a campus, a venue, a carrier)', () => {
    const { firewall } = stageConfig('prod', PROD_EMAIL);
    if (!firewall) throw new Error('prod always has its firewall');
    const { apiRequestsPerIp } = firewall;
    // Each buys in five minutes with the API calls journeys 1 and 2 measure; browsing alone calls no API.
    expect(API_CALLS_PER_BUYER).toBe(16);
    expect(buyersPerAddress(apiRequestsPerIp)).toBe(62);
    expect(buyersPerAddress(apiRequestsPerIp)).toBeGreaterThanOrEqual(60);
  });

  test("the alarms expect AWS's default Lambda concurrency quota, which a new account may not have yet", () => {
    expect(stageConfig('prod', PROD_EMAIL).lambdaConcurrencyQuota).toBe(1000);
    expect(stageConfig('dev', DEV_EMAIL).lambdaConcurrencyQuota).toBe(1000);
  });

  test('dev is disposable, with lower API limits and slower schedules than prod', () => {
    const dev = stageConfig('dev', DEV_EMAIL);
    const prod = stageConfig('prod', PROD_EMAIL);

    expect(dev.retainData).toBe(false);
    expect(dev.stripeSecretParameter).toBe('/d1-gang/dev/stripe-secret-key');
    expect(dev.apiThrottle.rateLimit).toBeLessThan(prod.apiThrottle.rateLimit);
    expect(dev.apiThrottle.burstLimit).toBeLessThan(prod.apiThrottle.burstLimit);
    expect(dev.writeRouteThrottle.rateLimit).toBeLessThan(prod.writeRouteThrottle.rateLimit);
    expect(dev.reconcileEveryMinutes).toBeGreaterThan(prod.reconcileEveryMinutes);
    expect(dev.emailSweepEveryMinutes).toBeGreaterThan(prod.emailSweepEveryMinutes);
  });

  test('each stage sends from the identity its settings name, never a shared default', () => {
    expect(stageConfig('dev', DEV_EMAIL)).toMatchObject(DEV_EMAIL);
    expect(stageConfig('prod', PROD_EMAIL)).toMatchObject(PROD_EMAIL);
    const single = { emailIdentity: 'store@example.org', emailFrom: 'store@example.org' };
    expect(stageConfig('preview-42', single)).toMatchObject(single);
  });

  test('any other name gets dev-like defaults under its own name', () => {
    const preview = stageConfig('preview-42', DEV_EMAIL);

    expect(preview).toMatchObject({ stage: 'preview-42', retainData: false });
    expect(preview.stripeSecretParameter).toBe('/d1-gang/preview-42/stripe-secret-key');
    expect(preview.stripeEventBusName).toBeUndefined();
  });

  test('firewall=off leaves a dev stage without its web ACL; prod refuses it', () => {
    expect(stageConfig('dev', { ...DEV_EMAIL, firewall: 'off' }).firewall).toBeNull();
    expect(stageConfig('dev', { ...DEV_EMAIL, firewall: 'on' }).firewall).not.toBeNull();
    expect(() => stageConfig('prod', { ...PROD_EMAIL, firewall: 'off' })).toThrow(
      'Stage "prod": firewall cannot be off for a stage that keeps its data (prod)',
    );
  });

  test('refuses a name that cannot be part of a stack name or parameter path', () => {
    expect(() => stageConfig('Prod')).toThrow('Stage "Prod" must be lowercase');
    expect(() => stageConfig('my_stage')).toThrow('must be lowercase');
    expect(() => stageConfig('')).toThrow('must be lowercase');
  });
});

describe('stageConfig: a missing or wrong setting stops the synth, named', () => {
  test('no SES identity or From address: the error names the setting and where to set it', () => {
    expect(() => stageConfig('dev')).toThrow(
      'Stage "dev" has no emailIdentity (the SES identity (domain or address) it sends from): set it under ' +
        '"stages" → "dev" in cdk.json\'s context, or with -c emailIdentity=…',
    );
    expect(() => stageConfig('prod', { emailIdentity: 'd1gang.com' })).toThrow('Stage "prod" has no emailFrom');
  });

  test('prod without an alarm address refuses to start, saying how to give one; other stages may go without', () => {
    expect(() => stageConfig('prod', { emailIdentity: 'd1gang.com', emailFrom: 'team@d1gang.com' })).toThrow(
      'Stage "prod" has no alertEmail (the address its alarms are emailed to: prod does not deploy with alarms ' +
        'that page nobody): set it under "stages" → "prod" in cdk.json\'s context, or with -c alertEmail=…',
    );
    expect(stageConfig('dev', DEV_EMAIL).alertEmail).toBeUndefined();
    expect(stageConfig('preview-42', DEV_EMAIL).alertEmail).toBeUndefined();
  });

  test('a From address the identity cannot send, or values that are neither domain nor address', () => {
    expect(() => stageConfig('dev', { emailIdentity: 'dev.d1gang.com', emailFrom: 'team@d1gang.com' })).toThrow(
      'Stage "dev": emailFrom "team@d1gang.com" is not sent by emailIdentity "dev.d1gang.com"',
    );
    expect(() => stageConfig('dev', { emailIdentity: 'a@b.com', emailFrom: 'c@b.com' })).toThrow(
      'emailFrom "c@b.com" is not sent by emailIdentity "a@b.com"',
    );
    expect(() => stageConfig('dev', { emailIdentity: 'not a domain', emailFrom: 'a@b.com' })).toThrow(
      'emailIdentity "not a domain" is neither a domain nor an email address',
    );
  });

  // The typed defaults are checked by the same function: a wrong edit of stages.ts fails the synth too.
  const dev = stageConfig('dev', DEV_EMAIL);
  const withChange = (change: Partial<StageConfig>) => () => checkStageConfig({ ...dev, ...change });
  const firewallWith = (change: Partial<FirewallSettings>): Partial<StageConfig> => ({
    firewall: { ...(dev.firewall as FirewallSettings), ...change },
  });

  test.each<[string, Partial<StageConfig>, string]>([
    ['a zero stage rate', { apiThrottle: { rateLimit: 0, burstLimit: 10 } }, 'apiThrottle needs a rateLimit over 0'],
    [
      'a burst below the rate',
      { writeRouteThrottle: { rateLimit: 5, burstLimit: 2 } },
      'writeRouteThrottle.burstLimit must be at least its rateLimit',
    ],
    [
      'write routes above the stage',
      { writeRouteThrottle: { rateLimit: 50, burstLimit: 100 } },
      'writeRouteThrottle must not exceed apiThrottle',
    ],
    [
      'a WAF rate under its minimum',
      firewallWith({ apiRequestsPerIp: 5, contactPostsPerIp: 5 }),
      'firewall.apiRequestsPerIp must be a whole number of at least 10',
    ],
    [
      'contact posts above all requests',
      firewallWith({ apiRequestsPerIp: 100, contactPostsPerIp: 200 }),
      'firewall.contactPostsPerIp must not exceed firewall.apiRequestsPerIp',
    ],
    [
      'an admin body limit WAF cannot inspect',
      firewallWith({ apiRequestsPerIp: 100, adminBodyBytes: 70000 }),
      'firewall.adminBodyBytes must be over 8192 and at most 65536 bytes',
    ],
    [
      'an API body limit no larger than the rule it replaces',
      firewallWith({ apiRequestsPerIp: 100, apiBodyBytes: 8192 }),
      'firewall.apiBodyBytes must be over 8192',
    ],
    [
      'a game server rate under the WAF minimum',
      firewallWith({ apiRequestsPerIp: 100, gameRequestsPerIp: 5 }),
      'firewall.gameRequestsPerIp must be a whole number of at least 10',
    ],
    [
      'a sign-up rate under the WAF minimum',
      firewallWith({ signUpsPerIp: 5 }),
      'firewall.signUpsPerIp must be a whole number of at least 10',
    ],
    [
      'a code resend rate under the WAF minimum',
      firewallWith({ codeResendsPerIp: 9 }),
      'firewall.codeResendsPerIp must be a whole number of at least 10',
    ],
    [
      'a fractional password reset rate',
      firewallWith({ passwordResetRequestsPerIp: 20.5 }),
      'firewall.passwordResetRequestsPerIp must be a whole number of at least 10',
    ],
    [
      'a sign-in rate under the WAF minimum',
      firewallWith({ signInRequestsPerIp: 0 }),
      'firewall.signInRequestsPerIp must be a whole number of at least 10',
    ],
    [
      'a Lambda concurrency quota under what AWS gives a new account',
      { lambdaConcurrencyQuota: 5 },
      'lambdaConcurrencyQuota must be a whole number of concurrent executions, at least 10',
    ],
    ['a reconciler every 0 minutes', { reconcileEveryMinutes: 0 }, 'reconcileEveryMinutes must be a whole number'],
    ['a sweep every 1.5 minutes', { emailSweepEveryMinutes: 1.5 }, 'emailSweepEveryMinutes must be a whole number'],
    ['no update emails a second', { updateSendRate: 0 }, 'updateSendRate must be a number of emails a second above 0'],
  ])('%s', (_, change, message) => {
    expect(withChange(change)).toThrow(`Stage "dev": ${message}`);
  });
});
