import type { GameAccount } from '@shared/api/types/game';
import { PLATFORM_NAMES } from '@shared/game-messages';
import { useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState, SectionTitle } from '../../components/page-header';
import { formatDate } from '../../lib/format-date';
import { GameAccountUnlinkDialog } from './game-account-unlink-dialog';

/** The supporter's linked game accounts with their last delivery, each with an Unlink. */
export function UserGameAccountsCard({ userId, accounts }: { userId: string; accounts: GameAccount[] }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <SectionTitle id={titleId}>Game Accounts</SectionTitle>
      </CardHeader>
      <CardContent>
        {accounts.length === 0 ? (
          <EmptyState>No linked game accounts</EmptyState>
        ) : (
          <ul className="flex flex-col">
            {accounts.map((account, index) => (
              <li key={account.platform}>
                {index > 0 && <hr className="my-4 border-border" />}
                <GameAccountEntry userId={userId} account={account} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function GameAccountEntry({ userId, account }: { userId: string; account: GameAccount }) {
  const platform = PLATFORM_NAMES[account.platform];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-text">{platform}</p>
        <GameAccountUnlinkDialog userId={userId} account={account} />
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail term="Display Name" value={account.displayName} />
        <Detail term="Player ID" value={account.playerId} mono />
        <Detail term="Linked" value={formatDate(account.linkedAt)} />
        <Detail
          term="Last Delivery"
          value={account.lastDeliveredAt ? formatDate(account.lastDeliveredAt) : 'Not yet delivered'}
        />
      </dl>
    </div>
  );
}

function Detail({ term, value, mono = false }: { term: string; value: string; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-text-muted">{term}</dt>
      <dd className={mono ? 'font-mono text-sm break-all text-text' : 'break-words text-text'}>{value}</dd>
    </div>
  );
}
