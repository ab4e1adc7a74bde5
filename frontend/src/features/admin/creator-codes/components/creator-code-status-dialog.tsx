import type { AdminCreatorCode } from '@shared/creator-codes';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogCard } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useChangeCreatorCodeStatus } from '../api/change-creator-code-status';
import { CREATOR_CODE_TOASTS } from '../lib/creator-code-toasts';

const CHANGE = {
  pause: {
    status: 'paused',
    verb: 'Pause',
    description: 'Checkout refuses the code until you resume it.',
    done: CREATOR_CODE_TOASTS.paused,
  },
  resume: {
    status: 'active',
    verb: 'Resume',
    description: 'Checkout accepts the code again.',
    done: CREATOR_CODE_TOASTS.resumed,
  },
} as const;

/** A code's Pause (or, when paused, Resume) button and the dialog that confirms it. */
export function CreatorCodeStatusDialog({ creatorCode }: { creatorCode: AdminCreatorCode }) {
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const change = useChangeCreatorCodeStatus();
  const { status, verb, description, done } = creatorCode.status === 'paused' ? CHANGE.resume : CHANGE.pause;

  const onOpenChange = (next: boolean) => {
    if (change.isPending) return;
    setOpen(next);
    if (!next) setServerError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    change.mutate(
      { code: creatorCode.code, status },
      {
        onSuccess: () => {
          toast.success(done);
          setOpen(false);
        },
        onError: (error) => {
          setServerError(error instanceof ApiError ? error.message : CREATOR_CODE_TOASTS.statusFailed);
          toast.error(CREATOR_CODE_TOASTS.statusFailed);
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={`${verb} ${creatorCode.code}`}>
          {verb}
        </Button>
      </Dialog.Trigger>
      <DialogCard title={`${verb} ${creatorCode.code}?`} description={description}>
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          {serverError && (
            <p role="alert" className="text-sm text-danger">
              {serverError}
            </p>
          )}
          <DialogActions
            submitLabel={change.isPending ? 'Saving...' : `${verb} code`}
            busy={change.isPending}
            submitDisabled={false}
          />
        </form>
      </DialogCard>
    </Dialog.Root>
  );
}
