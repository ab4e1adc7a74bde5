import { TWO_STEP_MESSAGES } from '@shared/two-step-messages';
import { ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/loading';
import { m } from '@/lib/i18n';
import { TwoStepOffChoice, TwoStepOnChoice, TwoStepTurnOffForm } from './two-step-choices';
import { TwoStepSetup } from './two-step-setup';
import { TWO_STEP_SECTION_ID, useTwoStepSection } from './use-two-step-section';

/** Profile → Two-step sign-in: turn an authenticator app on (QR code, key, one code) or off (a current code). */
export function TwoStepSection() {
  const { status, mode, heading, start, turnOn, turnOff, askToTurnOff, cancel } = useTwoStepSection();
  const off = status.isSuccess && !status.data;
  const on = status.isSuccess && status.data;
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
            {m.profile_two_step_title()}
          </h2>
          {status.isSuccess && (
            <Badge variant={status.data ? 'accent' : 'outline'}>
              {status.data ? m.profile_two_step_on() : m.profile_two_step_off()}
            </Badge>
          )}
        </div>
        {status.isPending && <Loading text={m.profile_two_step_loading()} />}
        {status.isError && (
          <LoadError message={TWO_STEP_MESSAGES.loadFailed} onRetry={status.refetch} retryLabel={m.profile_retry()} />
        )}
        {off && mode.kind === 'idle' && <TwoStepOffChoice starting={start.isPending} onStart={() => start.mutate()} />}
        {off && mode.kind === 'setup' && <TwoStepSetup setup={mode.setup} onVerify={turnOn} onCancel={cancel} />}
        {on && mode.kind !== 'turnOff' && <TwoStepOnChoice onTurnOff={askToTurnOff} />}
        {on && mode.kind === 'turnOff' && <TwoStepTurnOffForm onSubmit={turnOff} onCancel={cancel} />}
      </Card>
    </section>
  );
}
