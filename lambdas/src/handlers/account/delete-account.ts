import type { AccountDeletionResponse } from '@shared/api/types';
import { accountDeletionSchema } from '@shared/schemas/account-deletion';
import { eraseAccountData } from '../../data/account-deletion';
import { confirmCredentials, deleteCognitoUser } from '../../lib/account-credentials';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/**
 * POST /me/deletion: after the typed confirmation and the password (and code) are checked, the
 * caller's email and name leave every record, then the Cognito user goes. In that order, so a
 * failure part-way leaves a user who can sign in and ask again; a repeat after success finds the
 * user gone, finishes the erasure again (idempotent) and answers the same.
 */
export const deleteAccount = defineRoute(
  'POST /me/deletion',
  { body: accountDeletionSchema },
  async ({ caller, body }) => {
    await confirmCredentials(caller.username, body.password, body.code);
    await eraseAccountData(caller.userId, new Date());
    await deleteCognitoUser(caller.username);
    const response: AccountDeletionResponse = { deleted: true };
    return json(200, response);
  },
);
