import type { WallNickname, WallSpot } from '@shared/api/types/wall';
import { WALL_MESSAGES } from '@shared/wall-messages';
import { WALL_CLASSES } from '../lib/wall-html';

/** The same entry as the supporter's own spot: their nickname, listed at the same moment. */
function isOwn(entry: WallNickname, spot: WallSpot | null): boolean {
  return spot !== null && entry.nickname === spot.nickname && entry.since === spot.since;
}

/** A tier's nicknames as plates on the wall, newest first; the signed-in supporter's own is lit up. */
export function WallNameList({ names, spot }: { names: readonly WallNickname[]; spot: WallSpot | null }) {
  return (
    <ul className={WALL_CLASSES.nameList}>
      {names.map((entry) => {
        const own = isOwn(entry, spot);
        return (
          <li
            key={`${entry.since}-${entry.nickname}`}
            aria-current={own ? 'true' : undefined}
            className={WALL_CLASSES.plate(own)}
          >
            <span className={WALL_CLASSES.nickname} title={entry.nickname}>
              {entry.nickname}
            </span>
            {own && <span className="text-xs font-bold text-accent uppercase">{WALL_MESSAGES.yourSpot}</span>}
          </li>
        );
      })}
    </ul>
  );
}
