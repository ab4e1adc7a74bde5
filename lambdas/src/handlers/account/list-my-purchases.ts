import type { MyPurchasesResponse } from '@shared/api/types/account';
import { getPurchaseHistory } from '../../data/purchase-history';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/**
 * GET /me/purchases: the caller's purchases (and bank transfers still processing), newest first, from
 * their own partition alone; the same Query confirms the account was not deleted.
 */
export const listMyPurchases = defineRoute('GET /me/purchases', {}, async ({ caller, standing }) => {
  const history = await getPurchaseHistory(caller.userId);
  standing.confirm(history.standing);
  const body: MyPurchasesResponse = { purchases: history.purchases };
  return json(200, body);
});
