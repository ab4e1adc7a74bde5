import { m } from '@/lib/i18n';

/** Under the credentials form: the way to the other mode (sign in, or create an account). */
export function CredentialsModeSwitch({
  signUp,
  disabled,
  onToggle,
}: {
  signUp: boolean;
  disabled: boolean;
  onToggle(): void;
}) {
  return (
    <p className="text-center text-sm text-text-muted">
      {signUp ? m.auth_have_account() : m.auth_no_account()}{' '}
      <button
        type="button"
        onClick={onToggle}
        disabled={disabled}
        className="rounded font-semibold text-accent hover:underline"
      >
        {signUp ? m.auth_switch_to_sign_in() : m.auth_switch_to_sign_up()}
      </button>
    </p>
  );
}
