import type { GameAccount } from '@shared/api/types/game';
import { GAME_MESSAGES } from '@shared/game-messages';
import { Gamepad2 } from 'lucide-react';
import { formatLongDate } from '@/lib/dates';

/** Whether the game has delivered the rewards to the supporter's linked game accounts; nothing when none is linked. */
export function GameDeliveryStatus({ accounts }: { accounts: readonly GameAccount[] }) {
  if (accounts.length === 0) return null;
  const lastDelivery = accounts
    .map((account) => account.lastDeliveredAt)
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
  return (
    <p role="status" className="flex items-start gap-3 rounded-xl border border-border bg-surface px-4 py-3 text-text">
      <Gamepad2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      {lastDelivery ? GAME_MESSAGES.deliveredOn(formatLongDate(lastDelivery)) : GAME_MESSAGES.deliveryPending}
    </p>
  );
}
