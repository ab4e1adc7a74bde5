import type { WallNickname, WallSpot } from '@shared/api/types/wall';
import { WALL_MESSAGES } from '@shared/wall-messages';
import { cn } from '@/lib/cn';

/** The same entry as the supporter's own spot: their nickname, listed at the same moment. */
function isOwn(entry: WallNickname, spot: WallSpot | null): boolean {
  return spot !== null && entry.nickname === spot.nickname && entry.since === spot.since;
}

/** A tier's nicknames as plates on the wall, newest first; the signed-in supporter's own is lit up. */
export function WallNameList({ names, spot }: { names: readonly WallNickname[]; spot: WallSpot | null }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {names.map((entry) => {
        const own = isOwn(entry, spot);
        return (
          <li
            key={`${entry.since}-${entry.nickname}`}
            aria-current={own ? 'true' : undefined}
            className={cn(
              'flex min-w-0 flex-col rounded-lg border px-3 py-2',
              own ? 'border-accent bg-surface-raised ring-2 ring-accent' : 'border-border bg-surface',
            )}
          >
            <span className="truncate font-display text-xl tracking-wide text-text uppercase" title={entry.nickname}>
              {entry.nickname}
            </span>
            {own && <span className="text-xs font-bold text-accent uppercase">{WALL_MESSAGES.yourSpot}</span>}
          </li>
        );
      })}
    </ul>
  );
}
