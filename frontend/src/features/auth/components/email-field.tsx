import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { m } from '@/lib/i18n';

/** The account email input of the sign-in, sign-up and reset forms. */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (email: string) => void;
  error?: string | undefined;
}) {
  return (
    <Field label={m.auth_email()} error={error}>
      <Input
        type="email"
        name="email"
        autoComplete="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
