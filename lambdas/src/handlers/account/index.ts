import { areaHandler } from '../../lib/http';
import { deleteAccount } from './delete-account';
import { downloadMyData } from './download-my-data';
import { getMe } from './get-me';
import { listMyTickets } from './list-my-tickets';
import { patchWall } from './patch-wall';
import { putTierSubmission } from './put-tier-submission';

/** The account area: the signed-in user's own records. */
export const handler = areaHandler('account', [
  getMe,
  putTierSubmission,
  listMyTickets,
  patchWall,
  downloadMyData,
  deleteAccount,
]);
