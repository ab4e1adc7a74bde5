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
      {signUp ? 'Already have an account?' : "Don't have an account?"}{' '}
      <button
        type="button"
        onClick={onToggle}
        disabled={disabled}
        className="rounded font-semibold text-accent hover:underline"
      >
        {signUp ? 'Sign in' : 'Sign up'}
      </button>
    </p>
  );
}
