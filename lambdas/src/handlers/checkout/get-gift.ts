import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';
import { viewGift } from '../../payments/gift-claim';

/**
 * GET /gifts/{giftId}: the claim page's gift, for the signed-in recipient (their live profile's
 * address); 404 for no paid gift, 403 for a gift sent to another address (before anything of it is
 * told), 409 claimed by another account, 410 cancelled or refunded.
 */
export const getGift = defineRoute('GET /gifts/{giftId}', {}, async ({ params, caller }) => {
  return json(200, await viewGift(params.giftId ?? '', caller.userId));
});
