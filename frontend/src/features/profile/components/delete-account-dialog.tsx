import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION_WORD } from '@shared/account-messages';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs once the server has deleted the account (sign out and leave). */
  onDeleted: () => void;
}

/**
 * The confirmation before an account is deleted: the user types DELETE and their password (and,
 * with two-step sign-in, the current code). The button waits for the word and a password, and
 * holds while the deletion runs; the server's refusal is shown in its own words.
 */
export function DeleteAccountDialog({ open, onOpenChange, onDeleted }: DeleteAccountDialogProps) {
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const deletion = useDeleteAccount();
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
      deletion.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const trimmedCode = code.trim();
    deletion.mutate(
      { confirm, password, ...(trimmedCode ? { code: trimmedCode } : {}) },
      { onSuccess: () => onDeleted() },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-background/80" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-[var(--radius-card)] border border-border bg-surface p-6 shadow-card">
          <Dialog.Title className="font-display text-3xl text-text">Delete account</Dialog.Title>
          <Dialog.Description className="text-sm text-text-muted">
            This removes your sign-in and takes your email and name off everything we keep. Your packages and their
            rewards go with it, and it cannot be undone. We keep your purchase records, without your email, for our
            accounts.
          </Dialog.Description>
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
            <Field label="Two-step sign-in code" hint="Only if you turned on two-step sign-in.">
              <Input
                value={code}
                onChange={(event) => setCode(event.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                disabled={deletion.isPending}
              />
            </Field>
            {error && (
              <p role="alert" className="text-sm text-danger">
                {error}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={deletion.isPending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" disabled={!ready}>
                {deletion.isPending ? 'Deleting...' : 'Delete my account'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
