/**
 * cognito-local 5.3, started with the two Cognito calls the store relies on that it lacks:
 * AdminUserGlobalSignOut (an account's deletion, a two-step change) and GlobalSignOut. As in Cognito,
 * both revoke every refresh token the user holds, so no session outlives them by refreshing.
 * Access tokens stay valid as signed JWTs until they expire, in the cloud too: the store's own
 * checks (lambdas/src/lib/authorize.ts) refuse those.
 */
const { Targets } = require('cognito-local/lib/targets/targets');
const { UserNotFoundError } = require('cognito-local/lib/errors');
// cognito-local's own JWT library (its dependency, not the store's).
const jwt = require(require.resolve('jsonwebtoken', { paths: [require.resolve('cognito-local')] }));

async function revokeRefreshTokens(ctx, pool, username) {
  const user = await pool.getUserByUsername(ctx, username);
  if (!user) throw new UserNotFoundError();
  await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
  return {};
}

Targets.AdminUserGlobalSignOut =
  ({ cognito }) =>
  async (ctx, request) =>
    revokeRefreshTokens(ctx, await cognito.getUserPool(ctx, request.UserPoolId), request.Username);

Targets.GlobalSignOut =
  ({ cognito }) =>
  async (ctx, request) => {
    const token = jwt.decode(request.AccessToken);
    if (!token?.client_id || !token.username) throw new UserNotFoundError();
    return revokeRefreshTokens(ctx, await cognito.getUserPoolForClientId(ctx, token.client_id), token.username);
  };

require('cognito-local/lib/bin/start.js');
