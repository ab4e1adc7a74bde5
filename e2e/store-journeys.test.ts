/**
 * The store end to end for a person, in Chromium, against the whole local stack (production build of
 * the site, real handlers, DynamoDB Local, cognito-local, the Stripe stand-in). Each journey makes its
 * own supporters and data and opens its own browsers, so each passes alone and in any order.
 * Journeys 14 to 20 are in store-journeys-middle.test.ts and 21 on in store-journeys-later.test.ts,
 * each on a stack of its own: `npm run test:e2e` runs the three files side by side. Journey 17 (the
 * admin panel at three widths, axe on each list) is the longest, so its file holds the fewest.
 */
import { accessibleScreens } from './journeys/accessibility';
import { adminAnswersTicket, demoUserIsDeniedAdmin } from './journeys/admin';
import { buyerClosesTabAfterPaying, signedOutBuyerReturnsToPaymentSuccess } from './journeys/come-back';
import { supporterOpensTicket, visitorSendsContactForm } from './journeys/contact';
import { publicPagesArePrerendered } from './journeys/prerendered-pages';
import { supporterBuysStarter, supporterCancelsCheckout, supporterUpgradesToMvp } from './journeys/purchases';
import { adminSignsInWithCode } from './journeys/two-step';
import { visitorSignsUp } from './journeys/visitor-signup';
import { journeySuite } from './support/journey-suite';

journeySuite('D1 Gang store in Chromium, journeys 1 to 13', (journey) => {
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
});
