import type { MeResponse } from '@shared/api/types/account';
import type { GameAccount } from '@shared/api/types/game';
import { GAME_MESSAGES, PLATFORM_NAMES } from '@shared/game-messages';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/dates';
import { m } from '@/lib/i18n';
import { UnlinkGameAccountDialog } from './unlink-game-account-dialog';

/** The profile's linked game accounts, each with Unlink, and the way to link one (/link). */
export function GameAccountsSection({ me }: { me: MeResponse }) {
  const [unlinking, setUnlinking] = useState<GameAccount | null>(null);
  const accounts = me.gameAccounts ?? [];

  return (
    <Card className="flex flex-col gap-4 p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="font-display text-3xl text-text">{m.profile_game_accounts_title()}</h2>
        <LinkButton to={paths.link} variant="secondary" size="sm">
          {m.profile_game_accounts_link()}
        </LinkButton>
      </div>
      {accounts.length === 0 ? (
        <p className="text-text-muted">{GAME_MESSAGES.noGameAccounts}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {accounts.map((account) => (
            <li key={account.platform} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex min-w-0 flex-col">
                <span className="font-semibold text-text">{PLATFORM_NAMES[account.platform]}</span>
                <span className="break-all text-text">{account.displayName}</span>
                <span className="text-sm text-text-muted">
                  {m.profile_game_accounts_linked({ date: formatLongDate(account.linkedAt) })}
                </span>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={m.profile_game_accounts_unlink_label({
                  platform: PLATFORM_NAMES[account.platform],
                  name: account.displayName,
                })}
                onClick={() => setUnlinking(account)}
              >
                {m.profile_game_accounts_unlink()}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <UnlinkGameAccountDialog account={unlinking} onClose={() => setUnlinking(null)} />
    </Card>
  );
}
