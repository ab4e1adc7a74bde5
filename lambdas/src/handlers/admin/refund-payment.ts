import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { refundRequestSchema } from '@shared/schemas/admin';
import { auditActorOf } from '../../data/audit';
import { defineRoute } from '../../lib/http';
import { pathId } from '../../lib/path-param';
import { json } from '../../lib/responses';
import { refundFromPanel } from '../../payments/admin-refund';
import { RefundUnavailableError } from '../../payments/errors';
import { paymentSecrets, paymentsConfigured, stripeFor } from '../../payments/payment-settings';

/** POST /admin/payments/{paymentIntentId}/refund: all or part of what is left, through Stripe and the ledger. */
export const refundPayment = defineRoute(
  'POST /admin/payments/{paymentIntentId}/refund',
  { body: refundRequestSchema, before: [paymentSecrets()] },
  async ({ caller, params, body, context }) => {
    const paymentIntentId = pathId(params, 'paymentIntentId', ADMIN_MESSAGES.paymentNotFound);
    if (!paymentsConfigured(context)) throw new RefundUnavailableError();
    const result = await refundFromPanel(stripeFor(context), paymentIntentId, body, await auditActorOf(caller));
    return json(200, result);
  },
);
