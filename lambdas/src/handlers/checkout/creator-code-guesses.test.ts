import { CREATOR_CODE_MESSAGES } from '@shared/creator-codes';
import { apiEvent, invoke } from '../../../test/api-event';
import { USER_A, USER_B } from '../../../test/auth-server';
import { fixDateAt } from '../../../test/fixed-date';
import { withPaymentsTestbed } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';
import { STRIPE_ACTOR } from '../../data/audit';
import { storeCreatorCode } from '../../data/creator-codes';
import { createCreatorCodeAtStripe } from '../../payments/creator-code-stripe';

/**
 * Creator codes can be guessed on two paths, the lookup (GET /creator-codes/{code}) and the checkout
 * (POST /checkout): both spend one budget of 30 per 10 minutes, per address and per account.
 */
const bed = withPaymentsTestbed({ stripePerTest: true });

const TEN_MINUTES = 10 * 60_000;
// The next ten-minute window of the real clock (tokens are checked against the clock, so it stays near it), 3 min 0.5 s in.
const NOW = Math.ceil(Date.now() / TEN_MINUTES) * TEN_MINUTES + 3 * 60_000 + 500;
/** What is left of NOW's ten-minute window: 6 min 59.5 s, said as 420 seconds. */
const REST_OF_WINDOW = '420';
const SPENT = { status: 429, body: { message: CREATOR_CODE_MESSAGES.tooManyLookups } };
const INVALID = { status: 400, body: { message: CREATOR_CODE_MESSAGES.invalid } };

beforeEach(async () => {
  fixDateAt(NOW);
  await seedUser(USER_A, 'fan@example.com');
  await seedUser(USER_B, 'other@example.com');
  const hoops = { code: 'HOOPS10', creatorName: 'Hoops', percentOff: 10, expiresAt: null, maxUses: null };
  await storeCreatorCode(hoops, await createCreatorCodeAtStripe(bed.harness.stripe, hoops), STRIPE_ACTOR, new Date());
});
afterEach(() => jest.useRealTimers());

function lookUp(code: string, sourceIp: string, token?: string) {
  const event = apiEvent('GET /creator-codes/{code}', { params: { code }, ...(token ? { token } : {}) });
  event.requestContext.http.sourceIp = sourceIp;
  return invoke(event);
}

function checkout(creatorCode: string, sourceIp: string, token = bed.auth.tokens.userA) {
  const event = apiEvent('POST /checkout', { token, body: { tierId: 'starter', creatorCode } });
  event.requestContext.http.sourceIp = sourceIp;
  return invoke(event);
}

const sessionsAtStripe = () => bed.harness.standIn.state.listSessions({ limit: 100 });

describe('guessing creator codes', () => {
  it('refuses a checkout from an address spent on lookups, even with a right code, which still works elsewhere', async () => {
    for (let lookup = 0; lookup < 30; lookup++) expect(await lookUp('NOPE10', '203.0.113.5')).toMatchObject(INVALID);

    const lookupRefused = await lookUp('NOPE10', '203.0.113.5');
    const wrong = await checkout('NOPE11', '203.0.113.5');
    const right = await checkout('HOOPS10', '203.0.113.5');

    for (const refused of [lookupRefused, wrong, right]) {
      expect(refused).toMatchObject(SPENT);
      expect(refused.headers['retry-after']).toBe(REST_OF_WINDOW);
    }
    expect(sessionsAtStripe()).toEqual([]);
    expect((await checkout('HOOPS10', '198.51.100.8', bed.auth.tokens.userB)).status).toBe(200);
  });

  it('counts a wrong code at checkout against the lookup’s budget of the address and of the account', async () => {
    for (let guess = 0; guess < 30; guess++)
      expect(await checkout(`NOPE${guess}X`, '203.0.113.5')).toMatchObject(INVALID);

    const again = await checkout('NOPE99X', '203.0.113.5');
    const lookup = await lookUp('HOOPS10', '203.0.113.5');
    const fromElsewhere = await checkout('HOOPS10', '198.51.100.9');

    for (const refused of [again, lookup, fromElsewhere]) {
      expect(refused).toMatchObject(SPENT);
      expect(refused.headers['retry-after']).toBe(REST_OF_WINDOW);
    }
    // Another account at another address is not held back by these guesses.
    expect((await lookUp('HOOPS10', '198.51.100.9')).status).toBe(200);
    expect((await checkout('HOOPS10', '198.51.100.10', bed.auth.tokens.userB)).status).toBe(200);
  });

  it('answers at most 30 of 60 wrong codes sent at once, and no more than 30 in all after them', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, guess) => checkout(`NOPE${guess}X`, '203.0.113.5')),
    );
    const answered = answers.filter((answer) => answer.status === 400).length;
    // Racing tries of one address and account can refuse each other at the last places: never let more through.
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThanOrEqual(30);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(60 - answered);

    for (let guess = answered; guess < 30; guess++)
      expect(await checkout(`LATE${guess}X`, '203.0.113.5')).toMatchObject(INVALID);
    expect(await checkout('LATE30X', '203.0.113.5')).toMatchObject(SPENT);
  });

  it('counts a signed-in account’s lookups against its own budget, whatever address they come from', async () => {
    for (let lookup = 0; lookup < 30; lookup++) {
      expect(await lookUp('NOPE10', `203.0.113.${lookup + 1}`, bed.auth.tokens.userA)).toMatchObject(INVALID);
    }

    const lookupRefused = await lookUp('HOOPS10', '198.51.100.20', bed.auth.tokens.userA);
    const checkoutRefused = await checkout('HOOPS10', '198.51.100.21');

    for (const refused of [lookupRefused, checkoutRefused]) {
      expect(refused).toMatchObject(SPENT);
      expect(refused.headers['retry-after']).toBe(REST_OF_WINDOW);
    }
    // Signed out at a fresh address, or as another account, the lookup is answered.
    expect((await lookUp('HOOPS10', '198.51.100.22')).status).toBe(200);
    expect((await lookUp('HOOPS10', '198.51.100.23', bed.auth.tokens.userB)).status).toBe(200);
  });

  it('answers a lookup with a token that is not valid 401, counting nothing', async () => {
    const refused = await lookUp('HOOPS10', '203.0.113.5', 'not-a-token');

    expect(refused.status).toBe(401);
    for (let lookup = 0; lookup < 30; lookup++) expect((await lookUp('HOOPS10', '203.0.113.5')).status).toBe(200);
  });

  it('does not count a right code at checkout', async () => {
    for (let guess = 0; guess < 29; guess++) await checkout(`NOPE${guess}X`, '203.0.113.5');

    expect((await checkout('HOOPS10', '203.0.113.5')).status).toBe(200);

    expect(await checkout('NOPE29X', '203.0.113.5')).toMatchObject(INVALID);
    expect(await checkout('NOPE30X', '203.0.113.5')).toMatchObject(SPENT);
  });
});
