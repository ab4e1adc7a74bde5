import { normalizeCreatorCode } from '@shared/creator-codes';
import { creatorCodeStatusSchema } from '@shared/schemas/creator-codes';
import { auditActorOf } from '../../data/audit';
import { getCreatorCode, setCreatorCodeStatus } from '../../data/creator-codes';
import { CreatorCodeNotFoundError } from '../../data/errors';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';
import { setPromotionCodeActive } from '../../payments/creator-code-stripe';
import { CreatorCodeStripeUnavailableError } from '../../payments/errors';
import { paymentSecrets, paymentsConfigured, stripeFor } from '../../payments/payment-settings';

/** PATCH /admin/creator-codes/{code}: pauses or resumes the code, its Stripe promotion code first. Audited. */
export const patchCreatorCode = defineRoute(
  'PATCH /admin/creator-codes/{code}',
  { body: creatorCodeStatusSchema, before: [paymentSecrets()] },
  async ({ params, body, caller, context }) => {
    const code = normalizeCreatorCode(params.code ?? '');
    const record = code ? await getCreatorCode(code) : null;
    if (!code || !record) throw new CreatorCodeNotFoundError();
    if (!paymentsConfigured(context)) throw new CreatorCodeStripeUnavailableError();
    await setPromotionCodeActive(stripeFor(context), record.promotionCodeId, body.status === 'active');
    return json(200, { code: await setCreatorCodeStatus(code, body.status, await auditActorOf(caller), new Date()) });
  },
);
