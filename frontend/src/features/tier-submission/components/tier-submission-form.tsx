import type { TierSubmission } from '@shared/api/types/account';
import { LIMITS } from '@shared/schemas/messages';
import type { Tier } from '@shared/tiers';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTierSubmissionForm } from '../hooks/use-tier-submission-form';
import { ConfirmSubmissionDialog } from './confirm-submission-dialog';
import { SubmissionLocked, WallChoice } from './tier-submission-notes';

/**
 * Nickname for every tier, jersey back name where the tier asks for it, and the gym wall opt-in, sent
 * after a confirmation; read-only once submitted (the wall choice then lives on the profile). After an
 * upgrade the earlier setup's nickname is kept, read-only, and only what the tier adds is asked.
 */
export function TierSubmissionForm({
  tier,
  submission,
  earlier,
  showOnWall: shownBefore,
}: {
  tier: Tier;
  submission: TierSubmission | null;
  /** The setup of another tier, submitted before (GET /me's `earlierSubmission`): its nickname is kept. */
  earlier: TierSubmission | null;
  /** The supporter's current wall choice; off for a first setup. */
  showOnWall: boolean;
}) {
  const { fields, errors, hasJersey, asksJersey, locked, kept, complete, onSubmit, submitting, confirmation } =
    useTierSubmissionForm(tier, submission, earlier, shownBefore);
  const nicknameHint = kept
    ? `Kept from your ${kept.tierName} setup: changes need a support ticket.`
    : 'Shown in the game, up to 50 characters.';

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {complete && kept && (
          <p className="text-text">
            Your {tier.name} tier keeps the setup you submitted for {kept.tierName}: there is nothing more to fill in.
          </p>
        )}
        {complete && <SubmissionLocked />}
        <Field label="Nickname" error={errors.nickname} hint={locked ? undefined : nicknameHint}>
          <Input
            name="nickname"
            autoComplete="nickname"
            value={fields.nickname}
            readOnly={locked || kept !== null}
            onChange={(event) => fields.setNickname(event.target.value)}
          />
        </Field>
        {hasJersey && (
          <Field
            label="Jersey back name"
            error={errors.jerseyBackName}
            hint={asksJersey ? 'Printed on the back of your premium jersey, up to 20 characters.' : undefined}
          >
            <Input
              name="jerseyBackName"
              maxLength={LIMITS.jerseyBackNameMax}
              value={fields.jerseyBackName}
              readOnly={!asksJersey}
              onChange={(event) => fields.setJerseyBackName(event.target.value)}
            />
          </Field>
        )}
        <WallChoice locked={locked || kept !== null} checked={fields.showOnWall} onChange={fields.setShowOnWall} />
        {!complete && (
          <Button type="submit" size="lg" className="self-start" disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit Information'}
          </Button>
        )}
      </form>
      {/* Beside the form, not in it: the dialog's own form must not submit this one through the React tree. */}
      <ConfirmSubmissionDialog
        entries={confirmation.entries}
        submitting={submitting}
        onConfirm={confirmation.confirm}
        onCancel={confirmation.cancel}
      />
    </>
  );
}
