import type { GameKeySummary } from '@shared/api/types/game';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '../../lib/format-date';
import { GameKeyRevokeDialog } from './game-key-revoke-dialog';

/**
 * One game server key: its name, its id (the OAuth client_id of the game API's device flow), when it was
 * created and last used, whether it still works, and Revoke.
 */
export function GameKeyRow({ gameKey }: { gameKey: GameKeySummary }) {
  const revoked = gameKey.revokedAt !== null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-4">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold break-words text-text">{gameKey.name}</p>
          <Badge variant={revoked ? 'danger' : 'accent'}>{revoked ? 'Revoked' : 'Active'}</Badge>
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <div className="flex min-w-0 gap-1">
            <dt className="text-text-muted">Client ID</dt>
            <dd className="font-mono break-all text-text">{gameKey.keyId}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-text-muted">Created</dt>
            <dd className="text-text">{formatDate(gameKey.createdAt)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-text-muted">Last used</dt>
            <dd className="text-text">{gameKey.lastUsedAt ? formatDate(gameKey.lastUsedAt) : 'Never'}</dd>
          </div>
          {gameKey.revokedAt && (
            <div className="flex gap-1">
              <dt className="text-text-muted">Revoked on</dt>
              <dd className="text-text">{formatDate(gameKey.revokedAt)}</dd>
            </div>
          )}
        </dl>
      </div>
      {!revoked && <GameKeyRevokeDialog gameKey={gameKey} />}
    </li>
  );
}
