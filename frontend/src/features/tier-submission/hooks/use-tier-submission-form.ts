import type { TierSubmission } from '@shared/api/types/account';
import { tierSubmissionSchema } from '@shared/schemas/tier-submission';
import { TIER_SUBMISSION_MESSAGES } from '@shared/tier-submission-messages';
import type { Tier } from '@shared/tiers';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { type FieldErrors, firstFieldError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSubmitTierSubmission } from '../api/submit-tier-submission';

/** The tier setup's fields, their errors and its sending; nothing is sent once a submission is locked in. */
export function useTierSubmissionForm(tier: Tier, submission: TierSubmission | null, shownBefore: boolean) {
  const navigate = useNavigate();
  const submit = useSubmitTierSubmission();
  const [nickname, setNickname] = useState(submission?.nickname ?? '');
  const [jerseyBackName, setJerseyBackName] = useState(submission?.jerseyBackName ?? '');
  const [showOnWall, setShowOnWall] = useState(shownBefore);
  const [errors, setErrors] = useState<FieldErrors>({});
  const asksJersey = tier.setupFields.includes('jerseyBackName');
  const locked = submission !== null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (locked) return;
    const parsed = tierSubmissionSchema(tier).safeParse(
      asksJersey ? { nickname, jerseyBackName, showOnWall } : { nickname, showOnWall },
    );
    if (!parsed.success) return setErrors(firstFieldError(parsed.error));
    setErrors({});
    submit.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(TIER_SUBMISSION_MESSAGES.submitted);
        navigate(paths.dashboard);
      },
      onError: (error) => {
        toast.error(
          error instanceof ApiError && error.status === 409 ? error.message : TIER_SUBMISSION_MESSAGES.submitFailed,
        );
      },
    });
  }

  return {
    fields: { nickname, setNickname, jerseyBackName, setJerseyBackName, showOnWall, setShowOnWall },
    errors,
    asksJersey,
    locked,
    onSubmit,
    submitting: submit.isPending,
  };
}
