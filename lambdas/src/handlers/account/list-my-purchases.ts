import type { MyPurchasesResponse } from '@shared/api/types/account';
import { getPurchaseHistory, listSentGifts } from '../../data/purchase-history';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/**
 * GET /me/purchases: the caller's purchases (and bank transfers still processing), newest first, from
 * their own partition alone; the same Query confirms the account was not deleted. Beside them, the
 * gifts they paid for others (gsi2 `GIFTS_FROM#<sub>`), each with where it stands.
 */
export const listMyPurchases = defineRoute('GET /me/purchases', {}, async ({ caller, standing }) => {
  const [history, giftsSent] = await Promise.all([getPurchaseHistory(caller.userId), listSentGifts(caller.userId)]);
  standing.confirm(history.standing);
  const body: MyPurchasesResponse = { purchases: history.purchases, giftsSent };
  return json(200, body);
});
