import { TWO_STEP_MESSAGES } from '@shared/two-step-messages';
import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CodeForm } from '@/components/forms/code-form';
import { AUTHENTICATOR_CODE } from '@/components/two-step/authenticator-code';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { type TwoStepSetup as Setup, useAuth } from '@/lib/auth/auth-context';
import { authPathReturningTo } from '@/lib/auth/return-path';
import { toast } from '@/lib/toast';
import { changeTwoStep } from '../api/change-two-step';
import { useTwoStepStatus } from '../api/get-two-step';
import { TwoStepSetup } from './two-step-setup';

/** The section's anchor: the admin panel's "set up two-step sign-in" button leads here. */
const TWO_STEP_SECTION_ID = paths.twoStepSection.split('#')[1] ?? 'two-step';

type Mode = { kind: 'idle' } | { kind: 'setup'; setup: Setup } | { kind: 'turnOff' };

/** Profile → Two-step sign-in: turn an authenticator app on (QR code, key, one code) or off (a current code). */
export function TwoStepSection() {
  const { twoStep, signOut } = useAuth();
  const status = useTwoStepStatus();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  const start = useMutation({
    mutationFn: () => twoStep.start(),
    onSuccess: (setup) => setMode({ kind: 'setup', setup }),
    onError: () => toast.error(TWO_STEP_MESSAGES.loadFailed),
    networkMode: 'always',
  });

  // Arriving from the admin panel's button: bring the section into view once it is there.
  useEffect(() => {
    if (hash === `#${TWO_STEP_SECTION_ID}` && status.isSuccess) {
      heading.current?.scrollIntoView({ block: 'start' });
      heading.current?.focus();
    }
  }, [hash, status.isSuccess]);

  // The code was right: the server makes the change and signs every session out, this one too, so a
  // session that began with the password alone never outlives it. Sign in again, back to this page.
  async function change(enabled: boolean) {
    await changeTwoStep({ enabled });
    toast.success(enabled ? TWO_STEP_MESSAGES.turnedOn : TWO_STEP_MESSAGES.turnedOff);
    toast.info(TWO_STEP_MESSAGES.signInAgain);
    await signOut();
    navigate(authPathReturningTo({ pathname: paths.profile, search: '' }));
  }

  return (
    <section id={TWO_STEP_SECTION_ID} aria-labelledby={`${TWO_STEP_SECTION_ID}-heading`} className="scroll-mt-24">
      <Card className="flex flex-col gap-4 p-6">
        <div className="flex flex-wrap items-center gap-3">
          <ShieldCheck aria-hidden="true" className="size-5 text-accent" />
          <h2
            id={`${TWO_STEP_SECTION_ID}-heading`}
            ref={heading}
            tabIndex={-1}
            className="font-display text-3xl text-text"
          >
            Two-step sign-in
          </h2>
          {status.isSuccess && <Badge variant={status.data ? 'accent' : 'outline'}>{status.data ? 'ON' : 'OFF'}</Badge>}
        </div>
        {status.isPending && <Loading text="Loading two-step sign-in..." />}
        {status.isError && (
          <LoadError message={TWO_STEP_MESSAGES.loadFailed} onRetry={status.refetch} retryLabel="Retry" />
        )}
        {status.isSuccess && !status.data && mode.kind === 'idle' && (
          <>
            <p className="text-text-muted">
              Add an authenticator app: after your password, sign-in asks for the 6-digit code it shows. Admins need it
              for the admin panel.
            </p>
            <div>
              <Button disabled={start.isPending} onClick={() => start.mutate()}>
                {start.isPending ? 'Please wait...' : 'Turn on two-step sign-in'}
              </Button>
            </div>
          </>
        )}
        {status.isSuccess && !status.data && mode.kind === 'setup' && (
          <TwoStepSetup
            setup={mode.setup}
            onVerify={async (code) => {
              await twoStep.finish(code);
              await change(true);
            }}
            onCancel={() => setMode({ kind: 'idle' })}
          />
        )}
        {status.isSuccess && status.data && mode.kind !== 'turnOff' && (
          <>
            <p className="text-text-muted">Sign-in asks for a code from your authenticator app after your password.</p>
            <div>
              <Button variant="outline" onClick={() => setMode({ kind: 'turnOff' })}>
                Turn off
              </Button>
            </div>
          </>
        )}
        {status.isSuccess && status.data && mode.kind === 'turnOff' && (
          <>
            <p className="text-text-muted">
              Enter a current code from your authenticator app to turn two-step sign-in off.
            </p>
            <CodeForm
              kind={AUTHENTICATOR_CODE}
              submitLabel="Turn off two-step sign-in"
              onSubmit={async (code) => {
                await twoStep.turnOff(code);
                await change(false);
              }}
            >
              <Button variant="ghost" onClick={() => setMode({ kind: 'idle' })}>
                Cancel
              </Button>
            </CodeForm>
          </>
        )}
      </Card>
    </section>
  );
}
