/**
 * The store end to end for a person, in Chromium, against the whole local stack (production build of
 * the site, real handlers, DynamoDB Local, cognito-local, the Stripe stand-in). The journeys run in
 * order and build on each other: one supporter signs up, buys, upgrades and is answered by the admin.
 */
import { after, before, describe, it } from 'node:test';
import { accessibleScreens } from './journeys/accessibility';
import { adminAnswersTicket, demoUserIsDeniedAdmin } from './journeys/admin';
import { supporterOpensTicket, visitorSendsContactForm } from './journeys/contact';
import { createJourneyContext, type JourneyContext } from './journeys/journey-context';
import { supporterBuysStarter, supporterCancelsCheckout, supporterUpgradesToMvp } from './journeys/purchases';
import { visitorSignsUp } from './journeys/visitor-signup';
import { type E2eBrowser, launchBrowser } from './support/browser';
import { type E2eStack, startE2eStack } from './support/e2e-stack';

/** One journey's budget: a stuck step fails the journey instead of hanging the run. */
const JOURNEY_TIMEOUT_MS = 90_000;

describe('D1 Gang store in Chromium', () => {
  const started = performance.now();
  let e2eStack: E2eStack | undefined;
  let browser: E2eBrowser | undefined;
  let context: JourneyContext;

  before(
    async () => {
      e2eStack = await startE2eStack();
      console.log(`[e2e] local stack ready in ${(e2eStack.startupMs / 1000).toFixed(1)} s`);
      browser = await launchBrowser(e2eStack.stack.siteUrl);
      context = createJourneyContext(e2eStack.stack, browser, e2eStack.confirmationCode);
    },
    { timeout: 240_000 },
  );

  after(async () => {
    await browser?.close();
    await e2eStack?.stop();
    console.log(`[e2e] run time ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });

  const journey = (name: string, run: (context: JourneyContext) => Promise<void>) =>
    it(name, { timeout: JOURNEY_TIMEOUT_MS }, () => run(context));

  // Numbered as in the test plan; the cancel runs before the MVP upgrade, while an upgrade is still possible.
  journey('1. a visitor reads the landing page and signs up to buy', visitorSignsUp);
  journey('2. the supporter buys Starter once, sets it up, and a reload buys nothing more', supporterBuysStarter);
  journey('4. a cancelled checkout shows the cancel page and buys nothing', supporterCancelsCheckout);
  journey('3. the supporter upgrades to MVP paying the $70.00 difference', supporterUpgradesToMvp);
  journey('5. the supporter opens a ticket and sees it waiting on /tickets', supporterOpensTicket);
  journey('6. the admin sees the sales and answers the ticket; the note stays internal', adminAnswersTicket);
  journey('7. the demo user is denied /admin without loading the admin panel', demoUserIsDeniedAdmin);
  journey('8. an anonymous message shows as a Contact Form to the admin', visitorSendsContactForm);
  journey('9. the main screens have no serious or critical axe violation', accessibleScreens);
});
