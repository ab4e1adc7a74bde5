import { DELETED_ACCOUNT_TOMBSTONE } from '@shared/account-messages';
import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { AdminUserDetailResponse, AdminUserPurchase } from '@shared/api/types/admin';
import { ledgerLineOf } from '@shared/ledger';
import { UserNotFoundError } from '../../data/errors';
import { activeLinks, toGameAccount } from '../../data/game-links';
import { adminPurchaseGift, giftsReceivedBy, giftsSentBy } from '../../data/gift-operations';
import { toProfile } from '../../data/profile';
import { adminUserPurchase, ledgerPaymentOf, type PurchaseRecord } from '../../data/purchase';
import { toTierSubmission } from '../../data/submission';
import { getUserRecords } from '../../data/user-records';
import { wallChoiceState } from '../../data/wall-choice';
import { defineRoute } from '../../lib/http';
import { pathId } from '../../lib/path-param';
import { json } from '../../lib/responses';

/** GET /admin/users/{userId}: a user's profile, purchases with their ledger line, tier submissions, linked game accounts and gifts. */
export const getUser = defineRoute('GET /admin/users/{userId}', {}, async ({ params }) => {
  const { profile, purchases, submissions, wall, gameLinks } = await getUserRecords(
    pathId(params, 'userId', ADMIN_MESSAGES.userNotFound),
  );
  if (!profile) throw new UserNotFoundError();
  const [giftsSent, giftsReceived] = await Promise.all([
    giftsSentBy(profile.userId),
    giftsReceivedBy(profile.email, purchases),
  ]);
  const body: AdminUserDetailResponse = {
    profile: toProfile(profile),
    purchases: purchases.map(purchaseShown),
    submissions: submissions.map(toTierSubmission),
    wall: { ...wallChoiceState(wall), hiddenReason: wall?.hiddenReason ?? null },
    ledger: ledgerLineOf(purchases.map(ledgerPaymentOf)),
    gameAccounts: activeLinks(gameLinks).map(toGameAccount),
    giftsSent,
    giftsReceived,
  };
  return json(200, body);
});

/**
 * A purchase with, when it was a claimed gift, who paid for it: the message and the buyer's choice to
 * be named are the recipient's, not the panel's. A deleted buyer's address is gone, not 'Deleted account'.
 */
function purchaseShown(purchase: PurchaseRecord): AdminUserPurchase {
  const gift = adminPurchaseGift(purchase);
  const { gift: _stored, ...shown } = adminUserPurchase(purchase);
  if (!gift) return shown;
  const buyerEmail = gift.buyerEmail === DELETED_ACCOUNT_TOMBSTONE ? null : gift.buyerEmail;
  return { ...shown, gift: { ...gift, buyerEmail } };
}
