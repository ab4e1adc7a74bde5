import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { m } from '@/lib/i18n';

/** How one kind of code is asked for: the field's label and length, the check before sending, what a refusal shows. */
export interface CodeKind {
  label: string;
  /** The authenticator's six digits: a short field, the digits spaced. */
  digits?: number;
  /** The code's error before it is sent, or null to send it. */
  check(code: string): string | null;
  /** What a refused code shows under the field; without it the action reports its own outcome. */
  refusal?(error: unknown): string;
}

interface CodeFormProps {
  kind: CodeKind;
  submitLabel: string;
  onSubmit(code: string): Promise<void>;
  /** "Send a new code", under the submit button. */
  onResend?(): Promise<void>;
  /** Checks the extra fields (children); returns false to stop the submit. */
  validate?: () => boolean;
  /** With onResend: extra fields above the submit button. Without: beside it (e.g. Cancel). */
  children?: ReactNode;
}

/**
 * The one code form: the code a person was emailed or reads off an authenticator app, sent on submit.
 * A refused code shows under the field and the form stays for another try.
 */
export function CodeForm({ kind, submitLabel, onSubmit, onResend, validate, children }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The mutations only say while one runs; a refusal is shown through the kind's refusal (see useCredentialsForm).
  const submitting = useMutation({ mutationFn: (value: string) => onSubmit(value), networkMode: 'always' });
  const resending = useMutation({ mutationFn: async () => onResend?.(), networkMode: 'always' });
  const busy = submitting.isPending || resending.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    const invalid = kind.check(trimmed);
    setError(invalid);
    const extraValid = validate ? validate() : true;
    if (invalid || !extraValid) return;
    const { refusal } = kind;
    submitting.mutate(trimmed, refusal && { onError: (failure) => setError(refusal(failure)) });
  }

  const field = (
    <Field label={kind.label} error={error}>
      <Input
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={kind.digits}
        className={kind.digits ? 'max-w-48 font-mono tracking-[0.3em] tabular-nums' : undefined}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
    </Field>
  );
  const submitText = busy ? m.auth_please_wait() : submitLabel;
  if (!onResend) {
    return (
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {field}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {submitText}
          </Button>
          {children}
        </div>
      </form>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {field}
      {children}
      <Button type="submit" size="lg" disabled={busy}>
        {submitText}
      </Button>
      <Button variant="ghost" disabled={busy} onClick={() => resending.mutate()}>
        {m.auth_send_new_code()}
      </Button>
    </form>
  );
}
