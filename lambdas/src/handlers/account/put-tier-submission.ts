import type { TierSubmissionResponse } from '@shared/api/types/account';
import { toTierSubmission } from '../../data/submission';
import { createTierSetup } from '../../data/tier-setup';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';
import { parseInput } from '../../lib/validate';
import { loadTierSubmissionSchema } from './tier-submission-schema';

/**
 * PUT /me/tier-submission: the setup for the owned tier, with the gym wall choice; the database
 * refuses a second one (409). A later tier's setup keeps the nickname already submitted (another is a 409).
 */
export const putTierSubmission = defineRoute('PUT /me/tier-submission', {}, async ({ caller, body }) => {
  const tierSubmissionSchema = await loadTierSubmissionSchema();
  const submission = await createTierSetup(
    caller.userId,
    (tier, earlier) => parseInput(tierSubmissionSchema(tier, earlier), body),
    new Date(),
  );
  const response: TierSubmissionResponse = toTierSubmission(submission);
  return json(201, response);
});
