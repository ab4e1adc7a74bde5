import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { m } from '@/lib/i18n';
import { DeleteAccountFields } from './delete-account-fields';
import { useDeleteAccountForm } from './use-delete-account-form';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs once the server has deleted the account (sign out and leave). */
  onDeleted: () => void;
}

/** The server's refusal in its own words; a failure of the server itself, without its internals. */
const deleteErrorMessage = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : ACCOUNT_MESSAGES.deleteFailed;

/**
 * The confirmation before an account is deleted: the user types DELETE and their password and, when
 * the account has two-step sign-in on, its current code. The button waits for the word and a password,
 * and holds while the deletion runs, and after too many attempts until the 429's Retry-After has passed
 * (the dialog says when); the server's refusal is shown in its own words.
 */
export function DeleteAccountDialog({ open, onOpenChange, onDeleted }: DeleteAccountDialogProps) {
  const form = useDeleteAccountForm();
  // Every opening starts empty.
  const changeOpen = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={changeOpen}
      title={m.profile_delete_title()}
      description={m.profile_delete_dialog_text()}
      confirmLabel={m.profile_delete_confirm()}
      busyLabel={m.profile_delete_busy()}
      confirmDisabled={!form.ready}
      onConfirm={form.send}
      onSuccess={onDeleted}
      errorMessage={deleteErrorMessage}
      note={form.wait}
    >
      <DeleteAccountFields form={form} />
    </ConfirmDialog>
  );
}
