import { type TierSubmissionSchema, tierSubmissionRules } from '@shared/schemas/tier-submission-rules';

// The profanity filter compiles a large dataset into its matcher: it loads on the first tier setup a
// warm account Lambda receives, not with the module every account request imports.
let loading: Promise<TierSubmissionSchema> | undefined;

/** The tier setup schema, with the nickname filter the form uses, loaded once. */
export function loadTierSubmissionSchema(): Promise<TierSubmissionSchema> {
  loading ??= import('@shared/nickname-filter').then(({ isNicknameAllowed }) => tierSubmissionRules(isNicknameAllowed));
  return loading;
}
