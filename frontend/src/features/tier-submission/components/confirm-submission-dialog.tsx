import type { TierSubmissionRequest } from '@shared/schemas/tier-submission-rules';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { SubmissionConfirmation } from '../hooks/use-submission-confirmation';

/** The entries as the dialog lists them. */
function entriesShown(entries: TierSubmissionRequest | null): string[] {
  return [
    entries?.nickname === undefined ? null : `Nickname: ${entries.nickname}`,
    entries && 'jerseyBackName' in entries ? `Jersey back name: ${entries.jerseyBackName}` : null,
  ].filter((entry) => entry !== null);
}

/** The last look before a tier setup is sent: it cannot be changed afterwards without a support ticket. */
export function ConfirmSubmissionDialog({ confirmation }: { confirmation: SubmissionConfirmation }) {
  return (
    <ConfirmDialog
      open={confirmation.entries !== null}
      onOpenChange={(open) => {
        if (!open) confirmation.cancel();
      }}
      title="Submit your tier setup?"
      description="Your entries are final: once submitted they are locked, and changes need a support ticket."
      confirmLabel="Yes, submit"
      busyLabel="Submitting..."
      onConfirm={confirmation.confirm}
      onSuccess={confirmation.onSent}
      onError={confirmation.onRefused}
    >
      <ul className="flex flex-col gap-1 text-sm text-text">
        {entriesShown(confirmation.entries).map((entry) => (
          <li key={entry} className="break-words">
            {entry}
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
