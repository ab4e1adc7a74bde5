import { ENV } from '@shared/contract/lambda-env';
import { requireEnv } from '../../lib/env';
import { areaHandler } from '../../lib/http';
import { cancelGift } from './cancel-gift';
import { countUpdateRecipients } from './count-update-recipients';
import { createCreatorCode } from './create-creator-code';
import { createGameKey } from './create-game-key';
import { createGoal } from './create-goal';
import { createUpdate } from './create-update';
import { deleteGoal } from './delete-goal';
import { editGoal } from './edit-goal';
import { editUpdate } from './edit-update';
import { exportPurchases } from './export-purchases';
import { getContact } from './get-contact';
import { getOverview } from './get-overview';
import { getRole } from './get-role';
import { getUpdate } from './get-update';
import { getUser } from './get-user';
import { listAllContacts } from './list-all-contacts';
import { listAllPurchases } from './list-all-purchases';
import { listAudit } from './list-audit';
import { listCreatorCodes } from './list-creator-codes';
import { listGameKeys } from './list-game-keys';
import { listGifts } from './list-gifts';
import { listGoals } from './list-goals';
import { listUpdates } from './list-updates';
import { listUsers } from './list-users';
import { orderGoals } from './order-goals';
import { patchContact } from './patch-contact';
import { patchCreatorCode } from './patch-creator-code';
import { patchUserWall } from './patch-user-wall';
import { previewUpdate } from './preview-update';
import { refundPayment } from './refund-payment';
import { resendGift } from './resend-gift';
import { revokeGameKey } from './revoke-game-key';
import { sendTestUpdate } from './send-test-update';
import { sendUpdate } from './send-update';
import { taxReport } from './tax-report';
import { unlinkUserGameAccount } from './unlink-user-game-account';

// The admin standing is asked of Cognito: without the pool this Lambda must not start (it never fails open).
requireEnv(ENV.userPoolId);

/** The admin area: the role check (any signed-in user) and the admin panel's reads, updates, refunds, gifts, audit log, game server keys, development updates and creator codes. */
export const handler = areaHandler('admin', [
  getRole,
  getOverview,
  listUsers,
  getUser,
  listAllPurchases,
  listAllContacts,
  getContact,
  patchContact,
  exportPurchases,
  patchUserWall,
  refundPayment,
  listAudit,
  taxReport,
  listGifts,
  resendGift,
  cancelGift,
  listGameKeys,
  createGameKey,
  revokeGameKey,
  unlinkUserGameAccount,
  listUpdates,
  createUpdate,
  previewUpdate,
  getUpdate,
  editUpdate,
  countUpdateRecipients,
  sendTestUpdate,
  sendUpdate,
  listCreatorCodes,
  createCreatorCode,
  patchCreatorCode,
  listGoals,
  createGoal,
  editGoal,
  deleteGoal,
  orderGoals,
]);
