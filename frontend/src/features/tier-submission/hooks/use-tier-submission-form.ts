import type { TierSubmission } from '@shared/api/types/account';
import { tierSubmissionSchema } from '@shared/schemas/tier-submission';
import { setupFieldsToAsk } from '@shared/tier-setup';
import type { Tier } from '@shared/tiers';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, firstFieldError } from '@/lib/form-errors';
import { useSubmissionConfirmation } from './use-submission-confirmation';

/** The setup's fields as typed, filled from the submitted setup, else from the kept one. */
function useSetupFields(
  submission: TierSubmission | null,
  kept: TierSubmission | null,
  asksJersey: boolean,
  shownBefore: boolean,
) {
  const [nickname, setNickname] = useState(submission?.nickname ?? kept?.nickname ?? '');
  const [jerseyBackName, setJerseyBackName] = useState(
    submission?.jerseyBackName ?? (asksJersey ? '' : (kept?.jerseyBackName ?? '')),
  );
  const [showOnWall, setShowOnWall] = useState(shownBefore);
  return { nickname, setNickname, jerseyBackName, setJerseyBackName, showOnWall, setShowOnWall };
}

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
  const locked = submission !== null;
  // The earlier setup this one keeps the nickname of; none once this tier's own setup exists.
  const kept = locked ? null : earlier;
  const asks = setupFieldsToAsk(tier, submission, earlier);
  const asksJersey = asks.includes('jerseyBackName');
  const fields = useSetupFields(submission, kept, asksJersey, shownBefore);
  const [errors, setErrors] = useState<FieldErrors>({});
  const confirmation = useSubmissionConfirmation();

  /** What the form sends: a first setup's every field, an upgrade's only what its tier adds. */
  function answers(): Record<string, unknown> {
    const { nickname, jerseyBackName, showOnWall } = fields;
    if (kept) return asksJersey ? { jerseyBackName } : {};
    return asksJersey ? { nickname, jerseyBackName, showOnWall } : { nickname, showOnWall };
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (asks.length === 0) return;
    const parsed = tierSubmissionSchema(tier, kept).safeParse(answers());
    if (!parsed.success) return setErrors(firstFieldError(parsed.error));
    setErrors({});
    confirmation.ask(parsed.data);
  }

  return {
    fields,
    errors,
    /** The tier has a jersey back name (MVP): shown, and asked unless kept or locked. */
    hasJersey: tier.setupFields.includes('jerseyBackName'),
    asksJersey,
    locked,
    kept,
    /** Nothing is left to give: the setup is locked in, or the tier adds nothing to the kept one. */
    complete: asks.length === 0,
    onSubmit,
    confirmation,
  };
}

export type TierSubmissionFormState = ReturnType<typeof useTierSubmissionForm>;
