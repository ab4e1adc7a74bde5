import { DELETE_CONFIRMATION_WORD } from '@shared/account-messages';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { m } from '@/lib/i18n';
import type { DeleteAccountForm } from './use-delete-account-form';

/** What the user gives to delete their account; every field holds while the deletion runs. */
export function DeleteAccountFields({ form }: { form: DeleteAccountForm }) {
  const { fields, codeAsked, codeRequired, codeError, deleting } = form;
  return (
    <>
      {/* The word itself stays DELETE in every language: the server compares it. */}
      <Field label={m.profile_delete_type_word({ word: DELETE_CONFIRMATION_WORD })}>
        <Input
          value={fields.confirm}
          onChange={(event) => fields.setConfirm(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={deleting}
        />
      </Field>
      <Field label={m.auth_password()}>
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
          label={m.profile_delete_code()}
          hint={codeRequired ? undefined : m.profile_delete_code_hint()}
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
