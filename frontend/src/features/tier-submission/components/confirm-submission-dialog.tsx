import type { TierSubmissionRequest } from '@shared/schemas/tier-submission-rules';
import { Dialog } from 'radix-ui';
import type { FormEvent } from 'react';
import { DialogActions, DialogCard } from '@/components/ui/dialog';

interface ConfirmSubmissionDialogProps {
  /** The validated entries about to be sent; the dialog is open while there are some. */
  entries: TierSubmissionRequest | null;
  submitting: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The last look before a tier setup is sent: it cannot be changed afterwards without a support ticket. */
export function ConfirmSubmissionDialog({ entries, submitting, onConfirm, onCancel }: ConfirmSubmissionDialogProps) {
  const changeOpen = (open: boolean) => {
    if (!open && !submitting) onCancel();
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  const shown = [
    entries?.nickname === undefined ? null : `Nickname: ${entries.nickname}`,
    entries && 'jerseyBackName' in entries ? `Jersey back name: ${entries.jerseyBackName}` : null,
  ].filter((entry) => entry !== null);

  return (
    <Dialog.Root open={entries !== null} onOpenChange={changeOpen}>
      <DialogCard
        title="Submit your tier setup?"
        description="Your entries are final: once submitted they are locked, and changes need a support ticket."
      >
        <form className="flex flex-col gap-4" onSubmit={confirm}>
          <ul className="flex flex-col gap-1 text-sm text-text">
            {shown.map((entry) => (
              <li key={entry} className="break-words">
                {entry}
              </li>
            ))}
          </ul>
          <DialogActions
            submitLabel={submitting ? 'Submitting...' : 'Yes, submit'}
            busy={submitting}
            submitDisabled={false}
          />
        </form>
      </DialogCard>
    </Dialog.Root>
  );
}
