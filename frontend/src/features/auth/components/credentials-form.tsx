import { updatesConsentLabel } from '@shared/email-preferences';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { m } from '@/lib/i18n';
import { CredentialsModeSwitch } from './credentials-mode-switch';
import { EmailField } from './email-field';
import { useCredentialsForm } from './use-credentials-form';

type CredentialsMode = 'signIn' | 'signUp';

interface CredentialsFormProps {
  mode: CredentialsMode;
  /** The email to start with (an account just confirmed); the password field then takes the focus. */
  initialEmail?: string | undefined;
  /** `updates`: 'Email me development updates', asked on sign-up only (false on sign-in). */
  onSubmit(values: { email: string; password: string; updates: boolean }): Promise<void>;
  onToggleMode(): void;
  onForgotPassword(email: string): Promise<void>;
}

/** Email and password, for signing in or creating an account (with the development updates choice, off by default). */
export function CredentialsForm({
  mode,
  initialEmail,
  onSubmit,
  onToggleMode,
  onForgotPassword,
}: CredentialsFormProps) {
  const signUp = mode === 'signUp';
  const { form, email, setEmail, password, setPassword, updates, setUpdates, errors, busy, submit, forgot } =
    useCredentialsForm({ signUp, initialEmail, onSubmit, onForgotPassword });

  return (
    // /auth is prerendered: a press (or Enter) before the app runs is held by the boot module and pressed
    // again once the app has hydrated the form. POST keeps the password out of the address should the
    // bare HTML form ever be sent.
    <form ref={form} method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <Field label={m.auth_password()} error={errors.password} hint={signUp ? m.auth_password_hint() : undefined}>
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
          label={updatesConsentLabel()}
          checked={updates}
          disabled={busy}
          onChange={setUpdates}
          hint={m.auth_unsubscribe_hint()}
        />
      )}
      {!signUp && (
        <button
          type="button"
          onClick={forgot}
          disabled={busy}
          className="self-start rounded text-sm font-semibold text-accent hover:underline disabled:opacity-60"
        >
          {m.auth_forgot_password()}
        </button>
      )}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? m.auth_please_wait() : signUp ? m.auth_sign_up_button() : m.auth_sign_in_button()}
      </Button>
      <CredentialsModeSwitch signUp={signUp} disabled={busy} onToggle={onToggleMode} />
    </form>
  );
}
