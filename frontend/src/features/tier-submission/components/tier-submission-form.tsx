import type { TierSubmission } from '@shared/api/types/account';
import { LIMITS } from '@shared/schemas/messages';
import type { Tier } from '@shared/tiers';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTierSubmissionForm } from '../hooks/use-tier-submission-form';
import { SubmissionLocked, WallChoice } from './tier-submission-notes';

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
  const { fields, errors, asksJersey, locked, onSubmit, submitting } = useTierSubmissionForm(
    tier,
    submission,
    shownBefore,
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {locked && <SubmissionLocked />}
      <Field
        label="Nickname"
        error={errors.nickname}
        hint={locked ? undefined : 'Shown in the game, up to 50 characters.'}
      >
        <Input
          name="nickname"
          autoComplete="nickname"
          value={fields.nickname}
          readOnly={locked}
          onChange={(event) => fields.setNickname(event.target.value)}
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
            value={fields.jerseyBackName}
            readOnly={locked}
            onChange={(event) => fields.setJerseyBackName(event.target.value)}
          />
        </Field>
      )}
      <WallChoice locked={locked} checked={fields.showOnWall} onChange={fields.setShowOnWall} />
      {!locked && (
        <Button type="submit" size="lg" className="self-start" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Information'}
        </Button>
      )}
    </form>
  );
}
