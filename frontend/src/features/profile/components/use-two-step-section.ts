import { TWO_STEP_MESSAGES } from '@shared/two-step-messages';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { type TwoStepSetup as Setup, useAuth } from '@/lib/auth/auth-context';
import { authPathReturningTo } from '@/lib/auth/return-path';
import { toast } from '@/lib/toast';
import { changeTwoStep } from '../api/change-two-step';
import { useTwoStepStatus } from '../api/get-two-step';

/** The section's anchor: the admin panel's "set up two-step sign-in" button leads here. */
export const TWO_STEP_SECTION_ID = paths.twoStepSection.split('#')[1] ?? 'two-step';

type Mode = { kind: 'idle' } | { kind: 'setup'; setup: Setup } | { kind: 'turnOff' };

/**
 * Profile → Two-step sign-in's state: whether it is on, what the section shows (a new key being set up,
 * a code asked to turn it off), and the changes, each followed by signing in again.
 */
export function useTwoStepSection() {
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

  return {
    status,
    mode,
    heading,
    start,
    turnOn: async (code: string) => {
      await twoStep.finish(code);
      await change(true);
    },
    turnOff: async (code: string) => {
      await twoStep.turnOff(code);
      await change(false);
    },
    askToTurnOff: () => setMode({ kind: 'turnOff' }),
    cancel: () => setMode({ kind: 'idle' }),
  };
}
