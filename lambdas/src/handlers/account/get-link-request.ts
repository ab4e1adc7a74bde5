import { getPendingLinkRequest, toPendingLink } from '../../data/game-link-requests';
import { withLinkCode } from '../../data/link-code-attempts';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** GET /me/link-requests/{userCode}: the game account a code would link, for the supporter to confirm. Rate limited. */
export const getLinkRequest = defineRoute('GET /me/link-requests/{userCode}', {}, async ({ params, caller, event }) => {
  const now = new Date();
  const request = await withLinkCode(
    params.userCode ?? '',
    caller.userId,
    event.requestContext.http.sourceIp,
    now,
    (userCode) => getPendingLinkRequest(userCode, now),
  );
  return json(200, toPendingLink(request));
});
