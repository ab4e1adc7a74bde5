import * as m from '@shared/i18n/paraglide/messages/_index.js';
import { unlinkGameAccount as storeUnlink } from '../../data/game-account-links';
import { defineRoute } from '../../lib/http';
import { pathPlatform } from '../../lib/path-param';
import { json } from '../../lib/responses';

/** DELETE /me/game-accounts/{platform}: the supporter unlinks their game account on the platform. */
export const unlinkGameAccount = defineRoute('DELETE /me/game-accounts/{platform}', {}, async ({ params, caller }) => {
  const platform = pathPlatform(params, m.account_game_not_linked_on_platform());
  return json(200, { unlinked: await storeUnlink(caller.userId, platform, { by: 'supporter' }, new Date()) });
});
