import { DELETE_CONFIRMATION_WORD } from '@shared/account-messages';
import { TOTP_CODE_PATTERN, TWO_STEP_MESSAGES } from '@shared/two-step-messages';
import { useState } from 'react';
import { useRetryWait } from '@/lib/use-retry-wait';
import { useDeleteAccount } from '../api/delete-account';
import { useTwoStepStatus } from '../api/get-two-step';

/**
 * The delete-account dialog's fields: the confirmation word, the password and, when the account has
 * two-step sign-in on, its current code (required, as the server requires it); and the deletion itself.
 */
export function useDeleteAccountForm() {
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const deletion = useDeleteAccount();
  // Past the limit of password checks, the button waits for the 429's Retry-After, also after reopening.
  const wait = useRetryWait(deletion.error);
  // The same answer the Two-step sign-in section shows. While it is unknown (loading, or it failed to
  // load) the field stays, optional, and the server decides; an account without it is not asked.
  const twoStep = useTwoStepStatus();
  const codeAsked = twoStep.data !== false;
  const codeRequired = twoStep.data === true;

  const reset = () => {
    setConfirm('');
    setPassword('');
    setCode('');
    setCodeError(null);
  };

  /** Sends the deletion; null (nothing sent) when a required code is not six digits. */
  const send = () => {
    const trimmedCode = codeAsked ? code.trim() : '';
    if (codeRequired && !TOTP_CODE_PATTERN.test(trimmedCode)) {
      setCodeError(TWO_STEP_MESSAGES.codeFormat);
      return null;
    }
    setCodeError(null);
    return deletion.mutateAsync({ confirm, password, ...(trimmedCode ? { code: trimmedCode } : {}) });
  };

  return {
    fields: { confirm, setConfirm, password, setPassword, code, setCode },
    codeAsked,
    codeRequired,
    codeError,
    /** The word and a password are given, and no rate limit's wait runs: the button may send. */
    ready: confirm === DELETE_CONFIRMATION_WORD && password !== '' && wait === null,
    /** When the button comes back after too many attempts ("Try again in 15 minutes."), or null. */
    wait,
    deleting: deletion.isPending,
    reset,
    send,
  };
}

export type DeleteAccountForm = ReturnType<typeof useDeleteAccountForm>;
