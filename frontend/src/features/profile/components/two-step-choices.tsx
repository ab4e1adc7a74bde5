import { CodeForm } from '@/components/forms/code-form';
import { AUTHENTICATOR_CODE } from '@/components/two-step/authenticator-code';
import { Button } from '@/components/ui/button';
import { m } from '@/lib/i18n';

/** Two-step sign-in is off: what it adds, and the button that starts setting it up. */
export function TwoStepOffChoice({ starting, onStart }: { starting: boolean; onStart(): void }) {
  return (
    <>
      <p className="text-text-muted">{m.profile_two_step_off_text()}</p>
      <div>
        <Button disabled={starting} onClick={onStart}>
          {starting ? m.auth_please_wait() : m.profile_two_step_turn_on()}
        </Button>
      </div>
    </>
  );
}

/** Two-step sign-in is on: what it does, and the button that asks for a code to turn it off. */
export function TwoStepOnChoice({ onTurnOff }: { onTurnOff(): void }) {
  return (
    <>
      <p className="text-text-muted">{m.profile_two_step_on_text()}</p>
      <div>
        <Button variant="outline" onClick={onTurnOff}>
          {m.profile_two_step_turn_off()}
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
      <p className="text-text-muted">{m.profile_two_step_turn_off_text()}</p>
      <CodeForm kind={AUTHENTICATOR_CODE} submitLabel={m.profile_two_step_turn_off_submit()} onSubmit={onSubmit}>
        <Button variant="ghost" onClick={onCancel}>
          {m.layout_cancel()}
        </Button>
      </CodeForm>
    </>
  );
}
