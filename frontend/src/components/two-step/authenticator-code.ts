import { TOTP_CODE_PATTERN, TWO_STEP_MESSAGES } from '@shared/two-step-messages';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** Cognito's refusals of a wrong authenticator code: at sign-in, and when verifying a key. */
const WRONG_CODE_ERRORS = new Set(['CodeMismatchException', 'EnableSoftwareTokenMFAException']);

/** What a refused code shows: the one wrong-code message, or the error's own words. */
export function codeErrorMessage(error: unknown): string {
  if (error instanceof Error && WRONG_CODE_ERRORS.has(error.name)) return TWO_STEP_MESSAGES.invalidCode;
  return error instanceof Error && error.message ? error.message : 'An error occurred';
}

/**
 * One 6-digit authenticator code and a submit button: sign-in's code step and the profile's turn on
 * and turn off. A refused code shows under the field and the form stays for another try.
 */
export function AuthenticatorCodeForm({
  submitLabel,
  onSubmit,
  children,
}: {
  submitLabel: string;
  onSubmit(code: string): Promise<void>;
  /** Beside the submit button (e.g. Cancel). */
  children?: ReactNode;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submitting = useMutation({ mutationFn: (value: string) => onSubmit(value), networkMode: 'always' });

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!TOTP_CODE_PATTERN.test(trimmed)) {
      setError(TWO_STEP_MESSAGES.codeFormat);
      return;
    }
    setError(null);
    submitting.mutate(trimmed, { onError: (failure) => setError(codeErrorMessage(failure)) });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field label="Authentication code" error={error}>
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="max-w-48 font-mono tracking-[0.3em] tabular-nums"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={submitting.isPending}>
          {submitting.isPending ? 'Please wait...' : submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
