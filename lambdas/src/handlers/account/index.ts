import { ENV } from '@shared/contract/lambda-env';
import { requireUnsubscribeSecretSetting } from '../../email/unsubscribe-secret';
import { requireEnv } from '../../lib/env';
import { areaHandler } from '../../lib/http';
import { decideLinkRequest } from './decide-link-request';
import { deleteAccount } from './delete-account';
import { downloadMyData } from './download-my-data';
import { getLinkRequest } from './get-link-request';
import { getMe } from './get-me';
import { getUnsubscribe, headUnsubscribe } from './get-unsubscribe';
import { listMyPurchases } from './list-my-purchases';
import { listMyTickets } from './list-my-tickets';
import { patchWall } from './patch-wall';
import { postUnsubscribe } from './post-unsubscribe';
import { putEmailPreferences } from './put-email-preferences';
import { putLanguage } from './put-language';
import { putTierSubmission } from './put-tier-submission';
import { putTwoStep } from './put-two-step';
import { unlinkGameAccount } from './unlink-game-account';

// The deletion and the two-step change act on the Cognito user: without the pool this Lambda must not start.
requireEnv(ENV.userPoolId);
requireUnsubscribeSecretSetting();

/** The account area: the signed-in user's own records, and linking their game accounts. */
export const handler = areaHandler('account', [
  getMe,
  putTierSubmission,
  listMyTickets,
  listMyPurchases,
  patchWall,
  putEmailPreferences,
  putLanguage,
  postUnsubscribe,
  getUnsubscribe,
  headUnsubscribe,
  downloadMyData,
  deleteAccount,
  putTwoStep,
  getLinkRequest,
  decideLinkRequest,
  unlinkGameAccount,
]);
