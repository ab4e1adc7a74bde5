import type middy from '@middy/core';
import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { RouteDef } from '@shared/api/routes';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { adminStanding } from './admin-membership';
import { bearerToken, type Caller, verifyCaller } from './auth';
import { ForbiddenError, UnauthorizedError } from './errors';

/** The event once authorization ran: `caller` is set when a valid token came. */
export type AuthorizedEvent = APIGatewayProxyEventV2 & { caller: Caller | null };

/**
 * Enforces a route's access level from the verified token: `public` ignores tokens, `optional`
 * attaches the caller when a token comes (a bad one is still a 401), `user` needs a valid access
 * token, `admin` also needs the admin group, in the token and still in Cognito (admin-membership.ts).
 * Every route of the admin area, the role check included, refuses an admin without two-step sign-in.
 */
export function authorize(route: Pick<RouteDef, 'access' | 'area'>): middy.MiddlewareObj<AuthorizedEvent> {
  const { access, area } = route;
  return {
    before: async ({ event }) => {
      event.caller = null;
      if (access === 'public') return;
      const header = event.headers?.authorization;
      if (!header) {
        if (access === 'optional') return;
        throw new UnauthorizedError();
      }
      const token = bearerToken(header);
      if (!token) throw new UnauthorizedError();
      const caller = await verifyCaller(token);
      if (access === 'admin' && !caller.isAdmin) throw new ForbiddenError();
      if (area === 'admin' && caller.isAdmin) {
        const standing = await adminStanding(caller.username);
        if (access === 'admin' && !standing.isAdmin) throw new ForbiddenError();
        if (standing.isAdmin && !standing.hasTwoStep) throw new ForbiddenError(ADMIN_MESSAGES.twoStepRequired);
      }
      event.caller = caller;
    },
  };
}
