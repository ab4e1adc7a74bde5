import type { GameAccount } from '@shared/api/types/game';
import { GAME_MESSAGES, PLATFORM_NAMES } from '@shared/game-messages';
import { Dialog } from 'radix-ui';
import type { FormEvent } from 'react';
import { DialogActions, DialogCard } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUnlinkGameAccount } from '../api/unlink-game-account';

interface UnlinkGameAccountDialogProps {
  /** The account to unlink; the dialog is open while there is one. */
  account: GameAccount | null;
  onClose: () => void;
}

/** The confirmation before a game account is unlinked; it holds while the unlink runs and shows a refusal. */
export function UnlinkGameAccountDialog({ account, onClose }: UnlinkGameAccountDialogProps) {
  const unlink = useUnlinkGameAccount();
  const error = unlink.error
    ? unlink.error instanceof ApiError && unlink.error.status < 500
      ? unlink.error.message
      : GAME_MESSAGES.unlinkFailed
    : null;

  const changeOpen = (open: boolean) => {
    if (open || unlink.isPending) return;
    unlink.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!account) return;
    unlink.mutate(account.platform, {
      onSuccess: () => {
        toast.success(GAME_MESSAGES.unlinked);
        unlink.reset();
        onClose();
      },
    });
  };

  return (
    <Dialog.Root open={account !== null} onOpenChange={changeOpen}>
      <DialogCard
        title="Unlink game account"
        description={account ? GAME_MESSAGES.unlinkConfirm(PLATFORM_NAMES[account.platform], account.displayName) : ''}
      >
        <form className="flex flex-col gap-4" onSubmit={submit}>
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <DialogActions
            submitLabel={unlink.isPending ? 'Unlinking...' : 'Unlink'}
            busy={unlink.isPending}
            submitDisabled={false}
          />
        </form>
      </DialogCard>
    </Dialog.Root>
  );
}
