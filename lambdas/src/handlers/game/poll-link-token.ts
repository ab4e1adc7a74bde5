import { DEVICE_CODE_GRANT_TYPE, deviceTokenSchema, PLAYER_SCOPE } from '@shared/schemas/game';
import { pollLinkRequest } from '../../data/game-link-requests';
import { defineRoute } from '../../lib/http';
import { OAuthError } from '../../lib/oauth-error';
import { json } from '../../lib/responses';

/**
 * POST /game/v1/link-requests/token: RFC 8628 §3.4's token request. Once the player linked: the token
 * response of RFC 6749 §5.1, with the entitlements beside the access token; until then 400 with the
 * OAuth error code (lib/oauth-error.ts).
 */
export const pollLinkToken = defineRoute(
  'POST /game/v1/link-requests/token',
  { form: deviceTokenSchema },
  async ({ form, gameKey }) => {
    if (form.grant_type !== DEVICE_CODE_GRANT_TYPE) throw new OAuthError('unsupported_grant_type');
    const grant = await pollLinkRequest(form.device_code, gameKey.keyId, new Date());
    return json(
      200,
      {
        access_token: grant.accessToken,
        token_type: 'Bearer',
        expires_in: grant.expiresIn,
        scope: PLAYER_SCOPE,
        entitlements: grant.entitlements,
      },
      { pragma: 'no-cache' },
    );
  },
);
