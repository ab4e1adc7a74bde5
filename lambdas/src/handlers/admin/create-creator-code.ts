import { CREATOR_CODE_MESSAGES } from '@shared/creator-codes';
import { creatorCodeCreateSchema } from '@shared/schemas/creator-codes';
import { auditActorOf } from '../../data/audit';
import { getCreatorCode, storeCreatorCode } from '../../data/creator-codes';
import { CreatorCodeTakenError } from '../../data/errors';
import { BadRequestError } from '../../lib/errors';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';
import { createCreatorCodeAtStripe } from '../../payments/creator-code-stripe';
import { CreatorCodeStripeUnavailableError } from '../../payments/errors';
import { paymentSecrets, paymentsConfigured, stripeFor } from '../../payments/payment-settings';

/**
 * POST /admin/creator-codes: the Stripe coupon and promotion code first (idempotent by the code and
 * its terms), then the code, once (409 when one by that name exists). Audited.
 */
export const createCreatorCode = defineRoute(
  'POST /admin/creator-codes',
  { body: creatorCodeCreateSchema, before: [paymentSecrets()] },
  async ({ body, caller, context }) => {
    const now = new Date();
    if (body.expiresAt !== null && Date.parse(body.expiresAt) <= now.getTime()) {
      throw new BadRequestError(CREATOR_CODE_MESSAGES.expiresAtInvalid);
    }
    if (await getCreatorCode(body.code)) throw new CreatorCodeTakenError();
    if (!paymentsConfigured(context)) throw new CreatorCodeStripeUnavailableError();
    const stripeIds = await createCreatorCodeAtStripe(stripeFor(context), body);
    const code = await storeCreatorCode(body, stripeIds, await auditActorOf(caller), now);
    return json(201, { code });
  },
);
