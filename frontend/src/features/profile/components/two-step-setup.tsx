import { CodeForm } from '@/components/forms/code-form';
import { AUTHENTICATOR_CODE } from '@/components/two-step/authenticator-code';
import { Button } from '@/components/ui/button';
import type { TwoStepSetup as Setup } from '@/lib/auth/auth-context';
import { m } from '@/lib/i18n';
import { TwoStepQrCode } from './two-step-qr-code';

/** Turning two-step sign-in on: the new key as a QR code and as text, then one code to prove the app has it. */
export function TwoStepSetup({
  setup,
  onVerify,
  onCancel,
}: {
  setup: Setup;
  onVerify(code: string): Promise<void>;
  onCancel(): void;
}) {
  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-text-muted">
        <li>{m.profile_two_step_step_scan()}</li>
        <li>{m.profile_two_step_step_key()}</li>
        <li>{m.profile_two_step_step_code()}</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <TwoStepQrCode uri={setup.uri} />
        <dl className="flex min-w-0 flex-col gap-1">
          <dt className="text-sm font-semibold text-text-muted">{m.profile_two_step_key()}</dt>
          <dd className="break-all font-mono text-text">{setup.secret}</dd>
        </dl>
      </div>
      <CodeForm kind={AUTHENTICATOR_CODE} submitLabel={m.profile_two_step_verify()} onSubmit={onVerify}>
        <Button variant="ghost" onClick={onCancel}>
          {m.layout_cancel()}
        </Button>
      </CodeForm>
    </div>
  );
}
