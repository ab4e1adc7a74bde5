import { checkStageConfig } from './stage-checks';
import { stageConfig } from './stages';

// The reserve of the account's SES daily quota development updates leave for sign-up, reset and receipt emails.
const PROD_EMAIL = { emailIdentity: 'd1gang.com', emailFrom: 'team@d1gang.com', alertEmail: 'ops@example.com' };
const DEV_EMAIL = { emailIdentity: 'dev.d1gang.com', emailFrom: 'team@dev.d1gang.com' };

describe('transactionalEmailReserve', () => {
  test('every stage keeps a quarter of the daily quota for transactional email', () => {
    expect(stageConfig('prod', PROD_EMAIL).transactionalEmailReserve).toBe(0.25);
    expect(stageConfig('dev', DEV_EMAIL).transactionalEmailReserve).toBe(0.25);
  });

  test.each([0, 1, -0.1, 1.5, Number.NaN])('a reserve of %s is refused', (transactionalEmailReserve) => {
    const config = { ...stageConfig('dev', DEV_EMAIL), transactionalEmailReserve };

    expect(() => checkStageConfig(config)).toThrow(
      'Stage "dev": transactionalEmailReserve must be a fraction of the daily SES quota above 0 and below 1',
    );
  });
});
