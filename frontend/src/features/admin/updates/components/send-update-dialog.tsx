import { supportersCount } from '@shared/counts';
import type { AdminUpdate } from '@shared/updates';
import { UPDATE_MESSAGES } from '@shared/updates';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogCard } from '@/components/ui/dialog';
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
  const [serverError, setServerError] = useState<string | null>(null);
  const recipients = useUpdateRecipients(update.id, open);
  const send = useSendUpdate();
  const count = recipients.data?.recipients;

  const onOpenChange = (next: boolean) => {
    if (send.isPending) return;
    setOpen(next);
    if (!next) setServerError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (count === undefined) return;
    setServerError(null);
    send.mutate(
      { updateId: update.id, expectedRecipients: count },
      {
        onSuccess: () => setOpen(false),
        onError: (error) => {
          setServerError(error instanceof ApiError ? error.message : SEND_FAILED);
          if (error.message === UPDATE_MESSAGES.recipientsChanged) recipients.refetch();
        },
      },
    );
  };

  const title =
    count === undefined ? `Send "${update.subject}"?` : `Send "${update.subject}" to ${supportersCount(count)}?`;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button className="self-start" disabled={disabled}>
          Send update
        </Button>
      </Dialog.Trigger>
      <DialogCard
        title={title}
        description="Each supporter in the audience gets one email. Once sending starts, it cannot be stopped or changed."
      >
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          {recipients.isPending && <Loading text="Counting recipients..." />}
          {recipients.isError && <AdminLoadError onRetry={recipients.refetch} retrying={recipients.isFetching} />}
          {count === 0 && (
            <p className="text-sm text-warning">No supporter in this audience has opted in to updates yet.</p>
          )}
          {serverError && (
            <p role="alert" className="text-sm text-danger">
              {serverError}
            </p>
          )}
          <DialogActions
            submitLabel={send.isPending ? 'Sending...' : 'Send'}
            busy={send.isPending}
            submitDisabled={!count || recipients.isFetching}
          />
        </form>
      </DialogCard>
    </Dialog.Root>
  );
}
