import { ENV } from '@shared/contract/lambda-env';
import { requireEnv } from '../../lib/env';
import { areaHandler } from '../../lib/http';
import { deleteAccount } from './delete-account';
import { downloadMyData } from './download-my-data';
import { getMe } from './get-me';
import { listMyTickets } from './list-my-tickets';
import { patchWall } from './patch-wall';
import { putTierSubmission } from './put-tier-submission';
import { putTwoStep } from './put-two-step';

// The deletion and the two-step change act on the Cognito user: without the pool this Lambda must not start.
requireEnv(ENV.userPoolId);

/** The account area: the signed-in user's own records. */
export const handler = areaHandler('account', [
  getMe,
  putTierSubmission,
  listMyTickets,
  patchWall,
  downloadMyData,
  deleteAccount,
  putTwoStep,
]);
