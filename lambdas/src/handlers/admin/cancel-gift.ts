import { GIFT_ADMIN_MESSAGES } from '@shared/gift-admin-messages';
import { giftCancelRequestSchema } from '@shared/schemas/gift-admin';
import { auditActorOf } from '../../data/audit';
import { defineRoute } from '../../lib/http';
import { pathId } from '../../lib/path-param';
import { json } from '../../lib/responses';
import { RefundUnavailableError } from '../../payments/errors';
import { cancelGiftFromPanel } from '../../payments/gift-cancel';
import { paymentSecrets, paymentsConfigured, stripeFor } from '../../payments/payment-settings';

/** POST /admin/gifts/{giftId}/cancel: cancels an unclaimed gift and refunds its payment in full (audited; a retry refunds once). */
export const cancelGift = defineRoute(
  'POST /admin/gifts/{giftId}/cancel',
  { body: giftCancelRequestSchema, before: [paymentSecrets()] },
  async ({ caller, params, body, context }) => {
    const giftId = pathId(params, 'giftId', GIFT_ADMIN_MESSAGES.notFound);
    if (!paymentsConfigured(context)) throw new RefundUnavailableError();
    const result = await cancelGiftFromPanel(stripeFor(context), giftId, body, await auditActorOf(caller));
    return json(200, result);
  },
);
