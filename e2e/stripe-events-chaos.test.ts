/**
 * A journey with Stripe's events delivered in chaos (repeated, late, out of order, as EventBridge
 * may): the supporter and the admin see what they see with orderly delivery, and the events still
 * arriving after the journey change nothing. D1_STRIPE_EVENTS_SEED replays the printed seed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { stripeEventsFromEnv } from '../infra/local/stripe/event-delivery';
import { adminRefundsUpgrade } from './journeys/admin-refunds';
import { startJourney } from './journeys/journey-context';
import { type E2eBrowser, launchBrowser } from './support/browser';
import { type E2eStack, startE2eStack } from './support/e2e-stack';

describe('D1 Gang store in Chromium, Stripe events in chaos', () => {
  let e2eStack: E2eStack | undefined;
  let browser: E2eBrowser | undefined;

  before(
    async () => {
      e2eStack = await startE2eStack({
        stripeEvents: stripeEventsFromEnv({ ...process.env, D1_STRIPE_EVENTS: 'chaos' }),
      });
      browser = await launchBrowser(e2eStack.stack.siteUrl);
    },
    { timeout: 240_000 },
  );

  after(async () => {
    await browser?.close();
    await e2eStack?.stop();
  });

  it('16. an admin refunds a supporter’s upgrade; late and repeated events change nothing after', {
    timeout: 90_000,
  }, async () => {
    if (!e2eStack || !browser) throw new Error('The stack and the browser start in before()');
    const journey = startJourney(e2eStack.stack, browser, e2eStack.confirmationCode);
    try {
      await adminRefundsUpgrade(journey);
      const seen = await journey.api.overview(journey.admin);

      await e2eStack.stripeEventsDrained();

      assert.deepEqual(await journey.api.overview(journey.admin), seen);
    } finally {
      await journey.close();
    }
  });
});
