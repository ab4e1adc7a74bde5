import { DELETE_CONFIRMATION_WORD } from '@shared/account-messages';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { DeleteAccountForm } from './use-delete-account-form';

/** What the user gives to delete their account; every field holds while the deletion runs. */
export function DeleteAccountFields({ form }: { form: DeleteAccountForm }) {
  const { fields, codeAsked, codeRequired, codeError, deleting } = form;
  return (
    <>
      <Field label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}>
        <Input
          value={fields.confirm}
          onChange={(event) => fields.setConfirm(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={deleting}
        />
      </Field>
      <Field label="Password">
        <Input
          type="password"
          value={fields.password}
          onChange={(event) => fields.setPassword(event.target.value)}
          autoComplete="current-password"
          disabled={deleting}
        />
      </Field>
      {codeAsked && (
        <Field
          label="Two-step sign-in code"
          hint={codeRequired ? undefined : 'Only if you turned on two-step sign-in.'}
          error={codeError}
        >
          <Input
            value={fields.code}
            onChange={(event) => fields.setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required={codeRequired}
            disabled={deleting}
          />
        </Field>
      )}
    </>
  );
}
