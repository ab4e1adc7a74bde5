import { linkDecisionSchema } from '@shared/schemas/game';
import { denyLinkRequest, getPendingLinkRequest } from '../../data/game-link-requests';
import { linkGameAccount } from '../../data/game-linking';
import { withLinkCode } from '../../data/link-code-attempts';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** POST /me/link-requests/{userCode}: the supporter links the game account, or cancels. Rate limited. */
export const decideLinkRequest = defineRoute(
  'POST /me/link-requests/{userCode}',
  { body: linkDecisionSchema },
  async ({ params, body, caller, event }) => {
    const now = new Date();
    const linked = await withLinkCode(
      params.userCode ?? '',
      caller.userId,
      event.requestContext.http.sourceIp,
      now,
      async (userCode) => {
        if (body.decision === 'link') return linkGameAccount(userCode, caller.userId, now);
        await denyLinkRequest(await getPendingLinkRequest(userCode, now), now);
        return null;
      },
    );
    return json(200, { linked });
  },
);
