import type { AdminCreatorCode } from '@shared/creator-codes';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
  const change = useChangeCreatorCodeStatus();
  const { status, verb, description, done } = creatorCode.status === 'paused' ? CHANGE.resume : CHANGE.pause;

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`${verb} ${creatorCode.code}`}>
          {verb}
        </Button>
      }
      title={`${verb} ${creatorCode.code}?`}
      description={description}
      confirmLabel={`${verb} code`}
      busyLabel="Saving..."
      onConfirm={() => change.mutateAsync({ code: creatorCode.code, status })}
      onSuccess={() => toast.success(done)}
      onError={() => toast.error(CREATOR_CODE_TOASTS.statusFailed)}
      errorMessage={(error) => (error instanceof ApiError ? error.message : CREATOR_CODE_TOASTS.statusFailed)}
    />
  );
}
