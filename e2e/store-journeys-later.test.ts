/**
 * The store end to end, continued: journeys 21 on of the test plan, on a local stack and a Chromium
 * of their own (store-journeys.test.ts holds 1 to 13, store-journeys-middle.test.ts 14 to 20). As
 * there, each journey makes its own supporters and data, so each passes alone and in any order.
 */
import { appStartsWhenUsed } from './journeys/app-start';
import { goalBarFollowsPurchaseAndRefund } from './journeys/community-goal';
import { supporterBuysWithCreatorCode } from './journeys/creator-codes';
import { firstClicksWork } from './journeys/first-clicks';
import { adminCancelsUnclaimedGift, supporterGiftsMvpToNewAddress } from './journeys/gifts';
import { theStoreSpeaksSpanish } from './journeys/languages';
import { spanishSupporterBuysStarter } from './journeys/spanish-purchase';
import { germanSupporterPaysVat } from './journeys/taxed-purchases';
import { adminSendsUpdate } from './journeys/updates';
import { journeySuite } from './support/journey-suite';

journeySuite('D1 Gang store in Chromium, journeys 21 on', (journey) => {
  // Numbered as in the test plan.
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
  journey(
    '29. a Spanish browser is offered the store in Spanish; the Spanish pages are prerendered, answer the first press and lead to German',
    theStoreSpeaksSpanish,
  );
  journey(
    '30. a Spanish visitor on a phone buys Starter in Spanish: landing, sign-up, Stripe Checkout, success, receipt and My Purchases',
    spanishSupporterBuysStarter,
  );
});
