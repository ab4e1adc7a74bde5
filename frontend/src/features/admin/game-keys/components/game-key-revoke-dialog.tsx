import type { GameKeySummary } from '@shared/api/types/game';
import { GAME_MESSAGES } from '@shared/game-messages';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRevokeGameKey } from '../api/revoke-game-key';

/** A key's Revoke button and the dialog that names the key before it stops working. */
export function GameKeyRevokeDialog({ gameKey }: { gameKey: GameKeySummary }) {
  const revoke = useRevokeGameKey();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Revoke ${gameKey.name}`}>
          Revoke
        </Button>
      }
      title={<>Revoke {gameKey.name}?</>}
      description="Game servers using this key are refused from their next request. This cannot be undone."
      confirmLabel="Revoke key"
      busyLabel="Revoking..."
      onConfirm={() => revoke.mutateAsync(gameKey.keyId)}
      onSuccess={() => toast.success(GAME_MESSAGES.keyRevoked)}
      onError={() => toast.error(GAME_MESSAGES.keyRevokeFailed)}
      errorMessage={(error) => (error instanceof ApiError ? error.message : GAME_MESSAGES.keyRevokeFailed)}
    />
  );
}
