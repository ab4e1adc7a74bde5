import { getTier } from '@shared/tiers';
import { WALL_TIER_ORDER } from '@shared/wall';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** Two rows of plates under each tier: 4 on a phone (two columns), 6 on a tablet, 8 on a desktop. */
const PLATES = [0, 1, 2, 3, 4, 5, 6, 7];
const COLUMNS = { phone: 2, tablet: 3 };
const ROWS = 2;

/**
 * The wall's shape before it answers: each tier's heading and rows of plates at the sizes
 * wall-tier-section.tsx and wall-name-list.tsx give them, so the names take their places without
 * moving what is on screen. Hidden from assistive technology, which hears the loading status instead.
 */
export function WallSkeleton() {
  return (
    <div data-testid="wall-skeleton" aria-hidden="true" className="flex flex-col gap-12">
      {WALL_TIER_ORDER.map((tierId) => (
        <div key={tierId} className="flex flex-col gap-4">
          <div className="flex flex-wrap items-baseline gap-3 border-b border-border pb-2">
            <p className="font-display text-4xl text-text-muted uppercase md:text-5xl">{getTier(tierId).name}</p>
            <Badge variant="secondary" size="md" className="w-16">
              {'\u00a0'}
            </Badge>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {PLATES.map((plate) => (
              <div
                key={plate}
                className={cn(
                  'flex flex-col rounded-lg border border-border bg-surface px-3 py-2',
                  plate >= ROWS * COLUMNS.phone && 'max-sm:hidden',
                  plate >= ROWS * COLUMNS.tablet && 'max-lg:hidden',
                )}
              >
                <span className="font-display text-xl">{'\u00a0'}</span>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
