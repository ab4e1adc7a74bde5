import type { GameKeySummary } from '@shared/api/types/game';
import { GAME_MESSAGES } from '@shared/game-messages';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogCard } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRevokeGameKey } from '../api/revoke-game-key';

/** A key's Revoke button and the dialog that names the key before it stops working. */
export function GameKeyRevokeDialog({ gameKey }: { gameKey: GameKeySummary }) {
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const revoke = useRevokeGameKey();

  const onOpenChange = (next: boolean) => {
    if (revoke.isPending) return;
    setOpen(next);
    if (!next) setServerError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    revoke.mutate(gameKey.keyId, {
      onSuccess: () => {
        toast.success(GAME_MESSAGES.keyRevoked);
        setOpen(false);
      },
      onError: (error) => {
        setServerError(error instanceof ApiError ? error.message : GAME_MESSAGES.keyRevokeFailed);
        toast.error(GAME_MESSAGES.keyRevokeFailed);
      },
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={`Revoke ${gameKey.name}`}>
          Revoke
        </Button>
      </Dialog.Trigger>
      <DialogCard
        title={<>Revoke {gameKey.name}?</>}
        description="Game servers using this key are refused from their next request. This cannot be undone."
      >
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          {serverError && (
            <p role="alert" className="text-sm text-danger">
              {serverError}
            </p>
          )}
          <DialogActions
            submitLabel={revoke.isPending ? 'Revoking...' : 'Revoke key'}
            busy={revoke.isPending}
            submitDisabled={false}
          />
        </form>
      </DialogCard>
    </Dialog.Root>
  );
}
