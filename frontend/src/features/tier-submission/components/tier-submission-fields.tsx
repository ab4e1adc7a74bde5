import { LIMITS } from '@shared/schemas/messages';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { TierSubmissionFormState } from '../hooks/use-tier-submission-form';
import { WallChoice } from './tier-submission-notes';

/** The setup's fields: the nickname, the jersey back name where the tier has one, and the gym wall opt-in. */
export function TierSubmissionFields({ form }: { form: TierSubmissionFormState }) {
  const { fields, errors, hasJersey, asksJersey, locked, kept } = form;
  const nicknameHint = kept
    ? `Kept from your ${kept.tierName} setup: changes need a support ticket.`
    : 'Shown in the game, up to 50 characters.';

  return (
    <>
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
    </>
  );
}
