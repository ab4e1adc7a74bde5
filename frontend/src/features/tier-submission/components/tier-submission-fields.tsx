import { LIMITS } from '@shared/schemas/messages';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { m } from '@/lib/i18n';
import type { TierSubmissionFormState } from '../hooks/use-tier-submission-form';
import { WallChoice } from './tier-submission-notes';

/** The setup's fields: the nickname, the jersey back name where the tier has one, and the gym wall opt-in. */
export function TierSubmissionFields({ form }: { form: TierSubmissionFormState }) {
  const { fields, errors, hasJersey, asksJersey, locked, kept } = form;
  const nicknameHint = kept
    ? m.dashboard_setup_nickname_kept({ tier: kept.tierName })
    : m.dashboard_setup_nickname_hint();

  return (
    <>
      <Field label={m.dashboard_setup_nickname()} error={errors.nickname} hint={locked ? undefined : nicknameHint}>
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
          label={m.dashboard_setup_jersey()}
          error={errors.jerseyBackName}
          hint={asksJersey ? m.dashboard_setup_jersey_hint() : undefined}
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
