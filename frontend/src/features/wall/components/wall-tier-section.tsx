import type { WallSpot, WallTier } from '@shared/api/types/wall';
import { formatCount } from '@shared/counts';
import { getTier } from '@shared/tiers';
import { WALL_MESSAGES } from '@shared/wall-messages';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { m } from '@/lib/i18n';
import { useWallTierPages } from '../api/get-wall-tier-pages';
import { WALL_CLASSES, wallTierHeadingId } from '../lib/wall-html';
import { WallNameList } from './wall-name-list';

/** One tier's stretch of the wall: its name and count, its newest names, and "Show more" for the rest. */
export function WallTierSection({ tier: first, spot }: { tier: WallTier; spot: WallSpot | null }) {
  const tier = getTier(first.tierId);
  const [expanded, setExpanded] = useState(false);
  const more = useWallTierPages(first.tierId, first.cursor, expanded);
  const names = [...first.nicknames, ...(more.data?.pages.flatMap((page) => page.nicknames) ?? [])];
  const hasMore = expanded ? more.hasNextPage || (more.isPending && !more.isError) : first.cursor !== undefined;
  const loading = more.isFetching;
  const headingId = wallTierHeadingId(first);

  function showMore() {
    if (!expanded) setExpanded(true);
    else void more.fetchNextPage();
  }

  return (
    <section aria-labelledby={headingId} className={WALL_CLASSES.tierSection}>
      <header className={WALL_CLASSES.tierHeader}>
        <h2 id={headingId} className={WALL_CLASSES.tierHeading(tier.highlight)}>
          {tier.name}
        </h2>
        <Badge variant="secondary" size="md" className="tabular">
          {m.wall_names({ count: first.count, formatted: formatCount(first.count) })}
        </Badge>
      </header>
      {names.length === 0 ? (
        <p className="text-text-muted">{WALL_MESSAGES.tierEmpty}</p>
      ) : (
        <WallNameList names={names} spot={spot} />
      )}
      {more.isError && <LoadError message={WALL_MESSAGES.moreFailed} onRetry={more.refetch} />}
      {hasMore && !more.isError && (
        <Button variant="outline" className="self-start" disabled={loading} onClick={showMore}>
          {loading ? m.wall_loading_more() : m.wall_show_more({ tier: tier.name })}
        </Button>
      )}
    </section>
  );
}
