import { ADMIN_MESSAGES } from '@shared/admin-messages';
import * as m from '@shared/i18n/paraglide/messages/_index.js';
import { auditActorOf } from '../../data/audit';
import { unlinkGameAccount } from '../../data/game-account-links';
import { defineRoute } from '../../lib/http';
import { pathId, pathPlatform } from '../../lib/path-param';
import { json } from '../../lib/responses';

/**
 * DELETE /admin/users/{userId}/game-accounts/{platform}: an admin unlinks a supporter's game account.
 * Audited; it also clears the supporter's 30-day wait before linking a different account on the platform.
 */
export const unlinkUserGameAccount = defineRoute(
  'DELETE /admin/users/{userId}/game-accounts/{platform}',
  {},
  async ({ params, caller }) => {
    const userId = pathId(params, 'userId', ADMIN_MESSAGES.userNotFound);
    const platform = pathPlatform(params, m.account_game_not_linked_on_platform());
    const actor = await auditActorOf(caller);
    return json(200, { unlinked: await unlinkGameAccount(userId, platform, { by: 'admin', actor }, new Date()) });
  },
);
