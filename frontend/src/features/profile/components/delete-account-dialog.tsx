import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION_WORD } from '@shared/account-messages';
import { TOTP_CODE_PATTERN, TWO_STEP_MESSAGES } from '@shared/two-step-messages';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { DialogActions, DialogCard } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { useTwoStepStatus } from '../api/get-two-step';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs once the server has deleted the account (sign out and leave). */
  onDeleted: () => void;
}

/**
 * The confirmation before an account is deleted: the user types DELETE and their password and, when
 * the account has two-step sign-in on, its current code (required, as the server requires it). The
 * button waits for the word and a password, and holds while the deletion runs; the server's refusal
 * is shown in its own words.
 */
export function DeleteAccountDialog({ open, onOpenChange, onDeleted }: DeleteAccountDialogProps) {
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const deletion = useDeleteAccount();
  // The same answer the Two-step sign-in section shows. While it is unknown (loading, or it failed to
  // load) the field stays, optional, and the server decides; an account without it is not asked.
  const twoStep = useTwoStepStatus();
  const codeAsked = twoStep.data !== false;
  const codeRequired = twoStep.data === true;
  const ready = confirm === DELETE_CONFIRMATION_WORD && password !== '' && !deletion.isPending;
  const error = deletion.error
    ? deletion.error instanceof ApiError && deletion.error.status < 500
      ? deletion.error.message
      : ACCOUNT_MESSAGES.deleteFailed
    : null;

  const changeOpen = (next: boolean) => {
    // Closing while the deletion runs would hide its outcome.
    if (deletion.isPending) return;
    if (!next) {
      setConfirm('');
      setPassword('');
      setCode('');
      setCodeError(null);
      deletion.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const trimmedCode = codeAsked ? code.trim() : '';
    if (codeRequired && !TOTP_CODE_PATTERN.test(trimmedCode)) {
      setCodeError(TWO_STEP_MESSAGES.codeFormat);
      return;
    }
    setCodeError(null);
    deletion.mutate(
      { confirm, password, ...(trimmedCode ? { code: trimmedCode } : {}) },
      { onSuccess: () => onDeleted() },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <DialogCard
        title="Delete account"
        description={
          <>
            This removes your sign-in and takes your email and name off everything we keep. Your packages and their
            rewards go with it, and it cannot be undone. We keep your purchase records, without your email, for our
            accounts.
          </>
        }
      >
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <Field label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}>
            <Input
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              disabled={deletion.isPending}
            />
          </Field>
          <Field label="Password">
            <Input
              type="password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              disabled={deletion.isPending}
            />
          </Field>
          {codeAsked && (
            <Field
              label="Two-step sign-in code"
              hint={codeRequired ? undefined : 'Only if you turned on two-step sign-in.'}
              error={codeError}
            >
              <Input
                value={code}
                onChange={(event) => setCode(event.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required={codeRequired}
                disabled={deletion.isPending}
              />
            </Field>
          )}
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <DialogActions
            submitLabel={deletion.isPending ? 'Deleting...' : 'Delete my account'}
            busy={deletion.isPending}
            submitDisabled={!ready}
          />
        </form>
      </DialogCard>
    </Dialog.Root>
  );
}
