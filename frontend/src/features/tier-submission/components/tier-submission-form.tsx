import type { TierSubmission } from '@shared/api/types/account';
import { LIMITS } from '@shared/schemas/messages';
import { tierSubmissionSchema } from '@shared/schemas/tier-submission';
import { TIER_SUBMISSION_MESSAGES } from '@shared/tier-submission-messages';
import type { Tier } from '@shared/tiers';
import { WALL_MESSAGES } from '@shared/wall-messages';
import { Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { type FieldErrors, firstFieldError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSubmitTierSubmission } from '../api/submit-tier-submission';

/**
 * Nickname for every tier, jersey back name where the tier asks for it, and the gym wall opt-in;
 * read-only once submitted (the wall choice then lives on the profile).
 */
export function TierSubmissionForm({
  tier,
  submission,
  showOnWall: shownBefore,
}: {
  tier: Tier;
  submission: TierSubmission | null;
  /** The supporter's current wall choice (an upgrade's new setup starts from it); off for a first setup. */
  showOnWall: boolean;
}) {
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

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {locked && (
        <p
          role="status"
          className="flex items-start gap-3 rounded-lg border border-border bg-surface-raised p-4 text-text"
        >
          <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
          <span>
            Your information has been submitted and is locked. Changes need a support ticket:{' '}
            <Link to={paths.contact} className="rounded font-semibold text-accent underline">
              contact support
            </Link>
            .
          </span>
        </p>
      )}
      <Field
        label="Nickname"
        error={errors.nickname}
        hint={locked ? undefined : 'Shown in the game, up to 50 characters.'}
      >
        <Input
          name="nickname"
          autoComplete="nickname"
          value={nickname}
          readOnly={locked}
          onChange={(event) => setNickname(event.target.value)}
        />
      </Field>
      {asksJersey && (
        <Field
          label="Jersey back name"
          error={errors.jerseyBackName}
          hint={locked ? undefined : 'Printed on the back of your premium jersey, up to 20 characters.'}
        >
          <Input
            name="jerseyBackName"
            maxLength={LIMITS.jerseyBackNameMax}
            value={jerseyBackName}
            readOnly={locked}
            onChange={(event) => setJerseyBackName(event.target.value)}
          />
        </Field>
      )}
      {locked ? (
        <p className="text-sm text-text-muted">
          {WALL_MESSAGES.changeOnProfile}{' '}
          <Link to={paths.profile} className="rounded font-semibold text-accent underline">
            Go to your profile
          </Link>
        </p>
      ) : (
        <CheckboxField
          name="showOnWall"
          label={WALL_MESSAGES.showOnWallLabel}
          checked={showOnWall}
          onChange={setShowOnWall}
          hint={
            <>
              {WALL_MESSAGES.whatIsShown} {WALL_MESSAGES.howToTakeDown}
            </>
          }
        />
      )}
      {!locked && (
        <Button type="submit" size="lg" className="self-start" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit Information'}
        </Button>
      )}
    </form>
  );
}
