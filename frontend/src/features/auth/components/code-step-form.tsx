import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

const CODE_REQUIRED = 'Enter the code from your email';

/** The emailed-code step: the code, any extra fields, submit and "send a new code". */
export function CodeStepForm({
  submitLabel,
  onSubmit,
  onResend,
  validate,
  children,
}: {
  submitLabel: string;
  onSubmit(code: string): Promise<void>;
  onResend(): Promise<void>;
  /** Checks the extra fields; returns false to stop the submit. */
  validate?: () => boolean;
  children?: ReactNode;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The actions report their own outcome; the mutations only say while one runs (see CredentialsForm).
  const submitting = useMutation({ mutationFn: onSubmit, networkMode: 'always' });
  const resending = useMutation({ mutationFn: onResend, networkMode: 'always' });
  const busy = submitting.isPending || resending.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    setError(trimmed ? null : CODE_REQUIRED);
    const extraValid = validate ? validate() : true;
    if (!trimmed || !extraValid) return;
    submitting.mutate(trimmed);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <Field label="Verification code" error={error}>
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      {children}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Please wait...' : submitLabel}
      </Button>
      <Button variant="ghost" disabled={busy} onClick={() => resending.mutate()}>
        Send a new code
      </Button>
    </form>
  );
}
