import { linkTokenSchema } from '@shared/schemas/game';
import { pollLinkRequest } from '../../data/game-link-requests';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** POST /game/v1/link-requests/token: RFC 8628's token request; 400 with RFC 8628 §3.5's `error` until linked. */
export const pollLinkToken = defineRoute(
  'POST /game/v1/link-requests/token',
  { body: linkTokenSchema },
  async ({ body }) => json(200, { linked: true, entitlements: await pollLinkRequest(body.deviceCode, new Date()) }),
);
