import { CodeForm } from '@/components/forms/code-form';
import { AUTHENTICATOR_CODE } from '@/components/two-step/authenticator-code';
import { Button } from '@/components/ui/button';

/** Two-step sign-in is off: what it adds, and the button that starts setting it up. */
export function TwoStepOffChoice({ starting, onStart }: { starting: boolean; onStart(): void }) {
  return (
    <>
      <p className="text-text-muted">
        Add an authenticator app: after your password, sign-in asks for the 6-digit code it shows. Admins need it for
        the admin panel.
      </p>
      <div>
        <Button disabled={starting} onClick={onStart}>
          {starting ? 'Please wait...' : 'Turn on two-step sign-in'}
        </Button>
      </div>
    </>
  );
}

/** Two-step sign-in is on: what it does, and the button that asks for a code to turn it off. */
export function TwoStepOnChoice({ onTurnOff }: { onTurnOff(): void }) {
  return (
    <>
      <p className="text-text-muted">Sign-in asks for a code from your authenticator app after your password.</p>
      <div>
        <Button variant="outline" onClick={onTurnOff}>
          Turn off
        </Button>
      </div>
    </>
  );
}

/** Turning two-step sign-in off: a current code from the authenticator app, or Cancel. */
export function TwoStepTurnOffForm({
  onSubmit,
  onCancel,
}: {
  onSubmit(code: string): Promise<void>;
  onCancel(): void;
}) {
  return (
    <>
      <p className="text-text-muted">Enter a current code from your authenticator app to turn two-step sign-in off.</p>
      <CodeForm kind={AUTHENTICATOR_CODE} submitLabel="Turn off two-step sign-in" onSubmit={onSubmit}>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </CodeForm>
    </>
  );
}
