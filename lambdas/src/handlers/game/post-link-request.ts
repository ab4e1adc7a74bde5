import { ENV } from '@shared/contract/lambda-env';
import { formatUserCode } from '@shared/game-codes';
import { linkRequestSchema } from '@shared/schemas/game';
import { createLinkRequest } from '../../data/game-link-requests';
import { requireEnv } from '../../lib/env';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** The site's page where the player types the code. */
const LINK_PATH = '/link';

/** POST /game/v1/link-requests: RFC 8628's device authorization request, for one of the game server's players. */
export const postLinkRequest = defineRoute(
  'POST /game/v1/link-requests',
  { body: linkRequestSchema },
  async ({ body, gameKey }) => {
    const created = await createLinkRequest({ keyId: gameKey.keyId, ...body }, new Date());
    const userCode = formatUserCode(created.userCode);
    const verificationUri = `${requireEnv(ENV.siteUrl).replace(/\/+$/, '')}${LINK_PATH}`;
    return json(200, {
      deviceCode: created.deviceCode,
      userCode,
      verificationUri,
      verificationUriComplete: `${verificationUri}?code=${userCode}`,
      expiresIn: created.expiresIn,
      interval: created.interval,
    });
  },
);
