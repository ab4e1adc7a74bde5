import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { AdminLoadError } from '../../components/admin-load-error';
import { EmptyState, PageHeader, SectionTitle } from '../../components/page-header';
import { useGameKeys } from '../api/get-game-keys';
import { GameKeyCreateForm } from './game-key-create-form';
import { GameKeyRow } from './game-key-row';

/** /admin/game-keys: the keys the game's servers call the store with; create one, see when each was last used, revoke. */
export function GameKeysPage() {
  const keys = useGameKeys();
  useLogLoadError(keys.error, 'game server keys');
  const rows = keys.data?.keys ?? [];

  return (
    <>
      <PageHeader title="Game Keys" subtitle="Keys the game's servers use to read entitlements and changes" />
      <div className="flex flex-col gap-6">
        <GameKeyCreateForm />
        <Card>
          <CardHeader>
            <SectionTitle>All Keys</SectionTitle>
          </CardHeader>
          <CardContent>
            {keys.isPending && <Loading text="Loading..." />}
            {keys.isError && <AdminLoadError onRetry={keys.refetch} retrying={keys.isFetching} />}
            {keys.isSuccess && rows.length === 0 && <EmptyState>No game server keys yet</EmptyState>}
            {rows.length > 0 && (
              <ul className="flex flex-col gap-3">
                {rows.map((key) => (
                  <GameKeyRow key={key.keyId} gameKey={key} />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
