import { GIFT_ADMIN_MESSAGES } from '@shared/gift-admin-messages';
import { auditActorOf } from '../../data/audit';
import { resendClaimEmail } from '../../data/gift-changes';
import { defineRoute } from '../../lib/http';
import { pathId } from '../../lib/path-param';
import { json } from '../../lib/responses';

/** POST /admin/gifts/{giftId}/resend: the claim email again to the recipient of an unclaimed gift (audited). */
export const resendGift = defineRoute(
  'POST /admin/gifts/{giftId}/resend',
  { ignoresBody: true },
  async ({ caller, params }) => {
    const giftId = pathId(params, 'giftId', GIFT_ADMIN_MESSAGES.notFound);
    const gift = await resendClaimEmail(giftId, await auditActorOf(caller));
    return json(200, { gift });
  },
);
