/**
 * The store end to end for a person, in Chromium, against the whole local stack (production build of
 * the site, real handlers, DynamoDB Local, cognito-local, the Stripe stand-in). Each journey makes its
 * own supporters and data and opens its own browsers, so each passes alone and in any order.
 */
import { after, before, describe, it } from 'node:test';
import { accessibleScreens } from './journeys/accessibility';
import { supporterDeletesAccount } from './journeys/account-privacy';
import { adminAnswersTicket, demoUserIsDeniedAdmin } from './journeys/admin';
import { adminRefundsUpgrade } from './journeys/admin-refunds';
import { appStartsWhenUsed } from './journeys/app-start';
import { supporterPaysByBankTransfer } from './journeys/bank-transfer';
import { buyerClosesTabAfterPaying, signedOutBuyerReturnsToPaymentSuccess } from './journeys/come-back';
import { goalBarFollowsPurchaseAndRefund } from './journeys/community-goal';
import { supporterOpensTicket, visitorSendsContactForm } from './journeys/contact';
import { supporterBuysWithCreatorCode } from './journeys/creator-codes';
import { firstClicksWork } from './journeys/first-clicks';
import { supporterLinksGameAccount } from './journeys/game-link';
import { adminCancelsUnclaimedGift, supporterGiftsMvpToNewAddress } from './journeys/gifts';
import { type Journey, startJourney } from './journeys/journey-context';
import { adminOnPhone } from './journeys/phone';
import { publicPagesArePrerendered } from './journeys/prerendered-pages';
import { supporterBuysStarter, supporterCancelsCheckout, supporterUpgradesToMvp } from './journeys/purchases';
import { germanSupporterPaysVat } from './journeys/taxed-purchases';
import { adminSignsInWithCode, supporterTurnsOnTwoStep } from './journeys/two-step';
import { adminSendsUpdate } from './journeys/updates';
import { visitorSignsUp } from './journeys/visitor-signup';
import { supporterOnTheWall } from './journeys/wall';
import { type E2eBrowser, launchBrowser } from './support/browser';
import { type E2eStack, startE2eStack } from './support/e2e-stack';

/** One journey's budget: a stuck step fails the journey instead of hanging the run. */
const JOURNEY_TIMEOUT_MS = 90_000;

describe('D1 Gang store in Chromium', () => {
  const started = performance.now();
  let e2eStack: E2eStack | undefined;
  let browser: E2eBrowser | undefined;

  before(
    async () => {
      e2eStack = await startE2eStack();
      console.log(`[e2e] local stack ready in ${(e2eStack.startupMs / 1000).toFixed(1)} s`);
      browser = await launchBrowser(e2eStack.stack.siteUrl);
    },
    { timeout: 240_000 },
  );

  after(async () => {
    await browser?.close();
    await e2eStack?.stop();
    console.log(`[e2e] run time ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });

  const journey = (name: string, run: (journey: Journey) => Promise<void>) =>
    it(name, { timeout: JOURNEY_TIMEOUT_MS }, async () => {
      if (!e2eStack || !browser) throw new Error('The stack and the browser start in before()');
      const started = startJourney(e2eStack.stack, browser, e2eStack.confirmationCode);
      try {
        await run(started);
      } catch (error) {
        console.log(`[e2e] ${name} failed; its browsers:\n${started.report()}`);
        throw error;
      } finally {
        await started.close();
      }
    });

  // Numbered as in the test plan.
  journey('1. a visitor reads the landing page and signs up to buy', visitorSignsUp);
  journey('2. a supporter buys Starter once, sets it up, and a reload buys nothing more', supporterBuysStarter);
  journey('3. a supporter upgrades from Starter to MVP paying the $70.00 difference', supporterUpgradesToMvp);
  journey('4. a cancelled checkout shows the cancel page and buys nothing', supporterCancelsCheckout);
  journey('5. a supporter opens a ticket and sees it waiting on /tickets', supporterOpensTicket);
  journey('6. the admin sees the sales and answers a ticket; the note stays internal', adminAnswersTicket);
  journey('7. the demo user is denied /admin without loading the admin panel', demoUserIsDeniedAdmin);
  journey('8. an anonymous message shows as a Contact Form to the admin', visitorSendsContactForm);
  journey('9. the main screens have no serious or critical axe violation', accessibleScreens);
  journey(
    '10. a buyer who closes the tab after paying finds the tier once the reconciler runs',
    buyerClosesTabAfterPaying,
  );
  journey('11. signing in from /payment-success returns to it, verified', signedOutBuyerReturnsToPaymentSuccess);
  journey(
    '12. /, /terms and /auth hold their main copy in the HTML, before any script runs; a mistyped address is the 404 page',
    publicPagesArePrerendered,
  );
  journey(
    '13. the seeded admin signs in with password and authenticator code and sees the overview',
    adminSignsInWithCode,
  );
  journey(
    '14. a supporter downloads their data and deletes the account; the admin sees Deleted account',
    supporterDeletesAccount,
  );
  journey(
    '15. a supporter opts in and finds their name on /wall; an admin hides it and it is gone',
    supporterOnTheWall,
  );
  journey("16. an admin refunds a supporter's upgrade and their dashboard is back at Starter", adminRefundsUpgrade);
  journey('17. the admin panel on a phone: every card field visible, no sideways scroll, focus kept', adminOnPhone);
  journey('18. a supporter turns on two-step sign-in and signs in again with the code', supporterTurnsOnTwoStep);
  journey(
    '19. a supporter pays by bank transfer, sees it processing, and finds the tier once the bank confirms it',
    supporterPaysByBankTransfer,
  );
  journey(
    "20. a supporter links their game account with the game client's code; the game gets the tier and confirms delivery",
    supporterLinksGameAccount,
  );
  journey(
    '21. the admin previews, tests and sends a development update; the supporter gets it, unsubscribes, and /updates shows it',
    adminSendsUpdate,
  );
  journey(
    "22. a visitor from a creator's link buys Starter with HOOPS10's 10% off; the admin's report shows one use, $27.00 net",
    supporterBuysWithCreatorCode,
  );
  journey(
    '23. a public page starts the app when the visitor reaches for it; a press or typing before that is not lost',
    appStartsWhenUsed,
  );
  journey(
    "24. on a phone, each prerendered page's primary control answers the first press made as the page loads",
    firstClicksWork,
  );
  journey(
    '25. a supporter in Germany pays VAT on Starter and on the MVP upgrade, gets part back, and the tax report shows the VAT',
    germanSupporterPaysVat,
  );
  journey('26. the goal bar moves after a purchase and back after its refund', goalBarFollowsPurchaseAndRefund);
  journey(
    '27. a supporter gifts MVP to a new address; the recipient signs up from the email’s link, claims, sets the jersey name and links a game account',
    supporterGiftsMvpToNewAddress,
  );
  journey('28. the admin cancels and refunds an unclaimed gift', adminCancelsUnclaimedGift);
});
