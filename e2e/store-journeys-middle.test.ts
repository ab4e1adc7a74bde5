/**
 * The store end to end, continued: journeys 14 to 20 of the test plan, on a local stack and a Chromium
 * of their own (store-journeys.test.ts holds 1 to 13, store-journeys-later.test.ts 21 on). As there,
 * each journey makes its own supporters and data, so each passes alone and in any order.
 */
import { supporterDeletesAccount } from './journeys/account-privacy';
import { adminRefundsUpgrade } from './journeys/admin-refunds';
import { supporterPaysByBankTransfer } from './journeys/bank-transfer';
import { supporterLinksGameAccount } from './journeys/game-link';
import { adminOnPhone } from './journeys/phone';
import { supporterTurnsOnTwoStep } from './journeys/two-step';
import { supporterOnTheWall } from './journeys/wall';
import { journeySuite } from './support/journey-suite';

journeySuite('D1 Gang store in Chromium, journeys 14 to 20', (journey) => {
  // Numbered as in the test plan.
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
});
