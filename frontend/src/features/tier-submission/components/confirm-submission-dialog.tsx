import type { TierSubmissionRequest } from '@shared/schemas/tier-submission-rules';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { m } from '@/lib/i18n';
import type { SubmissionConfirmation } from '../hooks/use-submission-confirmation';

/** The entries as the dialog lists them. */
function entriesShown(entries: TierSubmissionRequest | null): string[] {
  return [
    entries?.nickname === undefined ? null : m.dashboard_setup_confirm_nickname({ nickname: entries.nickname }),
    entries && 'jerseyBackName' in entries
      ? m.dashboard_setup_confirm_jersey({ jerseyBackName: entries.jerseyBackName })
      : null,
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
      title={m.dashboard_setup_confirm_title()}
      description={m.dashboard_setup_confirm_text()}
      confirmLabel={m.dashboard_setup_confirm_yes()}
      busyLabel={m.dashboard_setup_submitting()}
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
