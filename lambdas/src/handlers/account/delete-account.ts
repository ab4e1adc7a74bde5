import type { AccountDeletionResponse } from '@shared/api/types/account';
import { accountDeletionSchema } from '@shared/schemas/account-deletion';
import { eraseAccountData } from '../../data/account-deletion';
import { AccountGoneError, DeletionRateLimitedError } from '../../data/errors';
import { consumeRateLimit, DELETION_RATE_LIMIT, rateLimitClient } from '../../data/rate-limit';
import { confirmCredentials, deleteCognitoUser, signOutEverywhere, userExists } from '../../lib/account-credentials';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/**
 * POST /me/deletion: after the typed confirmation and the password (and code) are checked (5 checks
 * per 15 minutes per user), the caller's email and name leave every record, every session is signed
 * out, then the Cognito user goes. In that order, so a failure part-way leaves a user who can sign in
 * and finish it (this route alone still takes a deleted account's token); once the Cognito user is
 * gone, the old token gets a 401 here too.
 */
export const deleteAccount = defineRoute(
  'POST /me/deletion',
  { body: accountDeletionSchema },
  async ({ caller, body }) => {
    const now = new Date();
    // Asked first, so an old token of a deleted account writes nothing, not even a rate-limit count.
    if (!(await userExists(caller.username))) throw new AccountGoneError();
    const spent = await consumeRateLimit(DELETION_RATE_LIMIT, rateLimitClient(caller.userId, ''), now);
    if (spent) throw new DeletionRateLimitedError({ cause: spent });
    if ((await confirmCredentials(caller.username, body.password, body.code)) === 'account-gone') {
      throw new AccountGoneError();
    }
    await eraseAccountData(caller.userId, now);
    await signOutEverywhere(caller.username);
    await deleteCognitoUser(caller.username);
    const response: AccountDeletionResponse = { deleted: true };
    return json(200, response);
  },
);
