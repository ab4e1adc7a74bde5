/**
 * The launch surge, small: 12 people at once on a local stack whose SES, Cognito and Stripe refuse
 * past set rates for a few seconds. Every code and receipt reaches its person exactly once, every
 * payment is granted once, and nobody is left looking at 'Rate exceeded' or any other raw AWS text.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { runSurge } from '../bench/surge';

const PEOPLE = 12;

describe('a launch surge against the throttling local stack', () => {
  it(`${PEOPLE} people sign up and buy at once; each gets their code, purchase and receipt exactly once`, {
    timeout: 240_000,
  }, async () => {
    // Act: SES takes 4 emails a second, Cognito 4 sign-ups and 4 sign-ins a second, Stripe refuses the first 6 sessions.
    const result = await runSurge({ people: PEOPLE, emailRate: 4, cognitoRate: 4, stripe429s: 6 });

    // Assess
    const emails = result.people.map((person) => person.email).sort();
    const exactlyOnce = (counts: Map<string, number>) => emails.filter((email) => counts.get(email) === 1);
    assert.deepEqual(
      result.people.map((person) => person.finalMessage),
      Array.from({ length: PEOPLE }, () => CHECKOUT_MESSAGES.verified),
    );
    assert.deepEqual(exactlyOnce(result.codeEmails), emails, 'every code email delivered exactly once');
    assert.deepEqual(exactlyOnce(result.purchases), emails, 'every purchase granted exactly once');
    assert.deepEqual(exactlyOnce(result.receipts), emails, 'every receipt delivered exactly once');
    for (const person of result.people) {
      assert.doesNotMatch(person.finalMessage, /rate exceeded|exception|maximum sending rate/i);
    }
    // Cognito did turn people away (12 sign-ups at once against 4 a second): the run proved the site's
    // retries, not an idle stack. Whether SES refuses here depends on how Cognito spread the codes; the
    // sender's handling of a refusal is proven on its own (lambdas/src/email/sender-throttle.test.ts).
    assert.ok(result.throttled.cognito > 0, 'Cognito throttled some calls');
  });
});
