import type { TierSubmission } from '@shared/api/types/account';
import { tierSubmissionSchema } from '@shared/schemas/tier-submission';
import type { TierSubmissionRequest } from '@shared/schemas/tier-submission-rules';
import { setupFieldsToAsk } from '@shared/tier-setup';
import { TIER_SUBMISSION_MESSAGES } from '@shared/tier-submission-messages';
import type { Tier } from '@shared/tiers';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { type FieldErrors, firstFieldError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSubmitTierSubmission } from '../api/submit-tier-submission';

/**
 * The tier setup's fields, their errors and its sending, after a confirmation. An upgrade's setup keeps
 * the earlier setup's nickname and asks only what the tier adds; nothing is sent once the setup is
 * locked in, or when the tier adds nothing.
 */
export function useTierSubmissionForm(
  tier: Tier,
  submission: TierSubmission | null,
  earlier: TierSubmission | null,
  shownBefore: boolean,
) {
  const navigate = useNavigate();
  const submit = useSubmitTierSubmission();
  const locked = submission !== null;
  // The earlier setup this one keeps the nickname of; none once this tier's own setup exists.
  const kept = locked ? null : earlier;
  const asks = setupFieldsToAsk(tier, submission, earlier);
  const asksJersey = asks.includes('jerseyBackName');
  const [nickname, setNickname] = useState(submission?.nickname ?? kept?.nickname ?? '');
  const [jerseyBackName, setJerseyBackName] = useState(
    submission?.jerseyBackName ?? (asksJersey ? '' : (kept?.jerseyBackName ?? '')),
  );
  const [showOnWall, setShowOnWall] = useState(shownBefore);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState<TierSubmissionRequest | null>(null);

  /** What the form sends: a first setup's every field, an upgrade's only what its tier adds. */
  function answers(): Record<string, unknown> {
    if (kept) return asksJersey ? { jerseyBackName } : {};
    return asksJersey ? { nickname, jerseyBackName, showOnWall } : { nickname, showOnWall };
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (asks.length === 0) return;
    const parsed = tierSubmissionSchema(tier, kept).safeParse(answers());
    if (!parsed.success) return setErrors(firstFieldError(parsed.error));
    setErrors({});
    setConfirming(parsed.data);
  }

  function confirm() {
    if (!confirming) return;
    submit.mutate(confirming, {
      onSuccess: () => {
        toast.success(TIER_SUBMISSION_MESSAGES.submitted);
        navigate(paths.dashboard);
      },
      onError: (error) => {
        setConfirming(null);
        toast.error(
          error instanceof ApiError && error.status === 409 ? error.message : TIER_SUBMISSION_MESSAGES.submitFailed,
        );
      },
    });
  }

  return {
    fields: { nickname, setNickname, jerseyBackName, setJerseyBackName, showOnWall, setShowOnWall },
    errors,
    /** The tier has a jersey back name (MVP): shown, and asked unless kept or locked. */
    hasJersey: tier.setupFields.includes('jerseyBackName'),
    asksJersey,
    locked,
    kept,
    /** Nothing is left to give: the setup is locked in, or the tier adds nothing to the kept one. */
    complete: asks.length === 0,
    onSubmit,
    submitting: submit.isPending,
    confirmation: { entries: confirming, confirm, cancel: () => setConfirming(null) },
  };
}
