import { authFormSchema } from '@shared/schemas/auth';
import { useState } from 'react';
import { CodeForm } from '@/components/forms/code-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { type FieldErrors, firstFieldError } from '@/lib/form-errors';
import { m } from '@/lib/i18n';
import { EmailField } from './email-field';
import { EMAILED_CODE } from './emailed-code';

/** Reset by code (DESIGN decision 5): the emailed code and a new password. */
export function ResetPasswordForm({
  email: initialEmail,
  onSubmit,
  onResend,
}: {
  email: string;
  onSubmit(values: { email: string; code: string; password: string }): Promise<void>;
  onResend(email: string): Promise<void>;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  // The new password follows the same rules as sign-up.
  function validate(): boolean {
    const parsed = authFormSchema.safeParse({ email, password });
    setErrors(parsed.success ? {} : firstFieldError(parsed.error));
    return parsed.success;
  }

  return (
    <CodeForm
      kind={EMAILED_CODE}
      submitLabel={m.auth_reset_password_button()}
      validate={validate}
      onSubmit={(code) => onSubmit({ email: email.trim(), code, password })}
      onResend={() => onResend(email.trim())}
    >
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <Field label={m.auth_new_password()} error={errors.password} hint={m.auth_password_hint()}>
        <Input
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
    </CodeForm>
  );
}
