import { supportersCount } from '@shared/counts';
import type { AdminUpdate } from '@shared/updates';
import { UPDATE_MESSAGES } from '@shared/updates';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/loading';
import { ApiError } from '@/lib/api-client';
import { AdminLoadError } from '../../components/admin-load-error';
import { useUpdateRecipients } from '../api/get-update-recipients';
import { useSendUpdate } from '../api/send-update';

const SEND_FAILED = 'Failed to start sending';

/**
 * 'Send update' and its confirmation, which counts the recipients first and names the number; the
 * send carries that number, so the server refuses it if the audience changed meanwhile.
 */
export function SendUpdateDialog({ update, disabled }: { update: AdminUpdate; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const recipients = useUpdateRecipients(update.id, open);
  const send = useSendUpdate();
  const count = recipients.data?.recipients;
  // Send waits for the count, which the server checks the audience against.
  const start = () =>
    count === undefined ? null : send.mutateAsync({ updateId: update.id, expectedRecipients: count });

  return (
    <ConfirmDialog
      trigger={
        <Button className="self-start" disabled={disabled}>
          Send update
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={
        count === undefined ? `Send "${update.subject}"?` : `Send "${update.subject}" to ${supportersCount(count)}?`
      }
      description="Each supporter in the audience gets one email. Once sending starts, it cannot be stopped or changed."
      confirmLabel="Send"
      busyLabel="Sending..."
      confirmDisabled={!count || recipients.isFetching}
      onConfirm={start}
      onError={(error) => {
        if (error instanceof Error && error.message === UPDATE_MESSAGES.recipientsChanged) recipients.refetch();
      }}
      errorMessage={(error) => (error instanceof ApiError ? error.message : SEND_FAILED)}
    >
      {recipients.isPending && <Loading text="Counting recipients..." />}
      {recipients.isError && <AdminLoadError onRetry={recipients.refetch} retrying={recipients.isFetching} />}
      {count === 0 && (
        <p className="text-sm text-warning">No supporter in this audience has opted in to updates yet.</p>
      )}
    </ConfirmDialog>
  );
}
