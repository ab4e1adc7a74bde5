import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import type { TierSubmissionResponse } from '@shared/api/types';
import { tierSubmissionSchema } from '@shared/schemas/tier-submission';
import { listPurchasesForUser, ownedTierOf } from '../../data/purchase';
import { createSubmission, toTierSubmission } from '../../data/submission';
import { BadRequestError } from '../../lib/errors';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';
import { parseInput } from '../../lib/validate';

/** PUT /me/tier-submission: the setup for the owned tier; the database refuses a second one (409). */
export const putTierSubmission = defineRoute('PUT /me/tier-submission', {}, async ({ caller, body }) => {
  const tier = ownedTierOf(await listPurchasesForUser(caller.userId));
  if (!tier) throw new BadRequestError(ACCOUNT_MESSAGES.noTier);
  const input = parseInput(tierSubmissionSchema(tier), body);
  const submission = await createSubmission(caller.userId, tier, input, new Date());
  const response: TierSubmissionResponse = toTierSubmission(submission);
  return json(201, response);
});
