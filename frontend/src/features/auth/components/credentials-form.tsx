import { UPDATES_CONSENT_LABEL } from '@shared/email-preferences';
import { authEmailSchema, authFormSchema } from '@shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { type FieldErrors, firstFieldError } from '@/lib/form-errors';
import { EmailField } from './email-field';

type CredentialsMode = 'signIn' | 'signUp';

interface CredentialsFormProps {
  mode: CredentialsMode;
  /** `updates`: 'Email me development updates', asked on sign-up only (false on sign-in). */
  onSubmit(values: { email: string; password: string; updates: boolean }): Promise<void>;
  onToggleMode(): void;
  onForgotPassword(email: string): Promise<void>;
}

/** Email and password, for signing in or creating an account (with the development updates choice, off by default). */
export function CredentialsForm({ mode, onSubmit, onToggleMode, onForgotPassword }: CredentialsFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [updates, setUpdates] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The actions report their own outcome; the mutations only say while one runs. Cognito calls run
  // even when the browser reports itself offline, and fail there with their own message.
  const submitting = useMutation({ mutationFn: onSubmit, networkMode: 'always' });
  const sendingReset = useMutation({ mutationFn: onForgotPassword, networkMode: 'always' });
  const busy = submitting.isPending || sendingReset.isPending;
  const form = useRef<HTMLFormElement>(null);
  // Hydration keeps what was typed into the prerendered fields but not in state: take it over.
  useEffect(() => {
    const fields = form.current?.elements;
    const typed = (name: string) => {
      const field = fields?.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : '';
    };
    setEmail((current) => current || typed('email'));
    setPassword((current) => current || typed('password'));
  }, []);
  const signUp = mode === 'signUp';

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = authFormSchema.safeParse({ email, password });
    if (!parsed.success) return setErrors(firstFieldError(parsed.error));
    setErrors({});
    submitting.mutate({ ...parsed.data, updates: signUp && updates });
  }

  function forgot() {
    const parsed = authEmailSchema.safeParse({ email });
    if (!parsed.success) return setErrors(firstFieldError(parsed.error));
    setErrors({});
    sendingReset.mutate(parsed.data.email);
  }

  return (
    // /auth is prerendered: a press (or Enter) before the app runs is held by the boot module and pressed
    // again once the app has hydrated the form. POST keeps the password out of the address should the
    // bare HTML form ever be sent.
    <form ref={form} method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <Field label="Password" error={errors.password} hint={signUp ? 'At least 6 characters.' : undefined}>
        <Input
          type="password"
          name="password"
          autoComplete={signUp ? 'new-password' : 'current-password'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      {signUp && (
        <CheckboxField
          name="updates"
          label={UPDATES_CONSENT_LABEL}
          checked={updates}
          disabled={busy}
          onChange={setUpdates}
          hint="Unsubscribe any time."
        />
      )}
      {!signUp && (
        <button
          type="button"
          onClick={forgot}
          disabled={busy}
          className="self-start rounded text-sm font-semibold text-accent hover:underline disabled:opacity-60"
        >
          Forgot password?
        </button>
      )}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Please wait...' : signUp ? 'Sign Up' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-text-muted">
        {signUp ? 'Already have an account?' : "Don't have an account?"}{' '}
        <button
          type="button"
          onClick={onToggleMode}
          disabled={busy}
          className="rounded font-semibold text-accent hover:underline"
        >
          {signUp ? 'Sign in' : 'Sign up'}
        </button>
      </p>
    </form>
  );
}
