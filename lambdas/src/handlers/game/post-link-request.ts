import { ENV } from '@shared/contract/lambda-env';
import { formatUserCode } from '@shared/game-codes';
import { deviceAuthorizationSchema, PLAYER_SCOPE } from '@shared/schemas/game';
import { createLinkRequest } from '../../data/game-link-requests';
import { requireEnv } from '../../lib/env';
import { defineRoute } from '../../lib/http';
import { OAuthError } from '../../lib/oauth-error';
import { json } from '../../lib/responses';

/** The site's page where the player types the code. */
const LINK_PATH = '/link';

/**
 * POST /game/v1/link-requests: RFC 8628 §3.1's device authorization request, for one of the game
 * server's players (the platform, player id and display name as additional parameters).
 */
export const postLinkRequest = defineRoute(
  'POST /game/v1/link-requests',
  { form: deviceAuthorizationSchema },
  async ({ form, gameKey }) => {
    if (form.scope !== undefined && form.scope !== PLAYER_SCOPE) throw new OAuthError('invalid_scope');
    const created = await createLinkRequest(
      { keyId: gameKey.keyId, platform: form.platform, playerId: form.player_id, displayName: form.display_name },
      new Date(),
    );
    const userCode = formatUserCode(created.userCode);
    const verificationUri = `${requireEnv(ENV.siteUrl).replace(/\/+$/, '')}${LINK_PATH}`;
    return json(
      200,
      {
        device_code: created.deviceCode,
        user_code: userCode,
        verification_uri: verificationUri,
        verification_uri_complete: `${verificationUri}?code=${userCode}`,
        expires_in: created.expiresIn,
        interval: created.interval,
      },
      { pragma: 'no-cache' },
    );
  },
);
