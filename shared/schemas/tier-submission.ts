import { isNicknameAllowed } from '../nickname-filter';
import { type TierSubmissionSchema, tierSubmissionRules } from './tier-submission-rules';

/** The tier setup form for a tier: nickname for every tier, jersey back name only where the tier asks for it. */
export const tierSubmissionSchema: TierSubmissionSchema = tierSubmissionRules(isNicknameAllowed);
