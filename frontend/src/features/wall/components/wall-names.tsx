import type { WallResponse, WallSpot } from '@shared/api/types/wall';
import { WALL_MESSAGES } from '@shared/wall-messages';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
import { WALL_CLASSES } from '../lib/wall-html';
import { WallTierSection } from './wall-tier-section';

/**
 * The wall once it has answered: every tier's newest names, MVP first, or the empty wall. Before the
 * app runs, lib/wall-html.ts writes the same markup into the prerendered page (its test hydrates one over the other).
 */
export function WallNames({ wall, spot }: { wall: WallResponse; spot: WallSpot | null }) {
  if (wall.total === 0) {
    return (
      <div className={WALL_CLASSES.empty}>
        <p className="font-display text-3xl text-text">{WALL_MESSAGES.empty}</p>
        <p className="text-sm text-text-muted">{WALL_MESSAGES.emptyLead}</p>
        <LinkButton to={paths.home} variant="outline">
          {m.wall_see_packages()}
        </LinkButton>
      </div>
    );
  }
  return (
    <div className={WALL_CLASSES.tiers}>
      {wall.tiers.map((tier) => (
        <WallTierSection key={tier.tierId} tier={tier} spot={spot} />
      ))}
    </div>
  );
}
