import type { GameAccount } from '@shared/api/types/game';
import { GAME_MESSAGES, PLATFORM_NAMES } from '@shared/game-messages';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useUnlinkGameAccount } from '../api/unlink-game-account';

/** The Unlink button of one of a supporter's game accounts and its confirmation; a failure is a toast. */
export function GameAccountUnlinkDialog({ userId, account }: { userId: string; account: GameAccount }) {
  const platform = PLATFORM_NAMES[account.platform];
  const unlink = useUnlinkGameAccount();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Unlink ${platform} account`}>
          Unlink
        </Button>
      }
      title="Unlink game account"
      description={GAME_MESSAGES.adminUnlinkQuestion(platform, account.displayName)}
      confirmLabel="Unlink"
      busyLabel="Unlinking..."
      onConfirm={() => unlink.mutateAsync({ userId, platform: account.platform })}
      onSuccess={() => toast.success(GAME_MESSAGES.adminUnlinked)}
      onError={() => toast.error(GAME_MESSAGES.adminUnlinkFailed)}
    />
  );
}
