import type { GameAccount } from '@shared/api/types/game';
import { GAME_MESSAGES, PLATFORM_NAMES } from '@shared/game-messages';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { m } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useUnlinkGameAccount } from '../api/unlink-game-account';

interface UnlinkGameAccountDialogProps {
  /** The account to unlink; the dialog is open while there is one. */
  account: GameAccount | null;
  onClose: () => void;
}

/** The server's refusal in its own words; a failure of the server itself, without its internals. */
const unlinkErrorMessage = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : GAME_MESSAGES.unlinkFailed;

/** The confirmation before a game account is unlinked; it holds while the unlink runs and shows a refusal. */
export function UnlinkGameAccountDialog({ account, onClose }: UnlinkGameAccountDialogProps) {
  const unlink = useUnlinkGameAccount();
  return (
    <ConfirmDialog
      open={account !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={m.profile_unlink_title()}
      description={account ? GAME_MESSAGES.unlinkConfirm(PLATFORM_NAMES[account.platform], account.displayName) : ''}
      confirmLabel={m.profile_game_accounts_unlink()}
      busyLabel={m.profile_unlink_busy()}
      onConfirm={() => (account ? unlink.mutateAsync(account.platform) : null)}
      onSuccess={() => toast.success(GAME_MESSAGES.unlinked)}
      errorMessage={unlinkErrorMessage}
    />
  );
}
