import { CREATOR_CODE_LIMITS } from '@shared/creator-codes';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { CreatorCodeFormState } from '../hooks/use-creator-code-form';

/** The new code's fields: the code, whose audience it is, its discount, and the optional expiry and cap. */
export function CreatorCodeInputs({ form }: { form: CreatorCodeFormState }) {
  const { fields, set, errors } = form;
  const L = CREATOR_CODE_LIMITS;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Code" hint="3 to 20 letters and digits, for example HOOPS10" error={errors.code}>
        <Input
          name="code"
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={L.codeMax}
          value={fields.code}
          onChange={(event) => set('code', event.target.value)}
        />
      </Field>
      <Field label="Creator’s name" error={errors.creatorName}>
        <Input
          name="creatorName"
          maxLength={L.creatorNameMax}
          value={fields.creatorName}
          onChange={(event) => set('creatorName', event.target.value)}
        />
      </Field>
      <Field label="Percent off" hint="From 1 to 50" error={errors.percentOff}>
        <Input
          name="percentOff"
          type="number"
          inputMode="numeric"
          min={L.percentOffMin}
          max={L.percentOffMax}
          value={fields.percentOff}
          onChange={(event) => set('percentOff', event.target.value)}
        />
      </Field>
      <Field label="Expires on" hint="Optional: the code works through this day" error={errors.expiresAt}>
        <Input
          name="expiresOn"
          type="date"
          value={fields.expiresOn}
          onChange={(event) => set('expiresOn', event.target.value)}
        />
      </Field>
      <Field label="Usage cap" hint="Optional: how many purchases may use it" error={errors.maxUses}>
        <Input
          name="maxUses"
          type="number"
          inputMode="numeric"
          min={1}
          value={fields.maxUses}
          onChange={(event) => set('maxUses', event.target.value)}
        />
      </Field>
    </div>
  );
}
