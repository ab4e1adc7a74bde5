import type { TierId } from '@shared/tiers';

/** The public gym wall's queries: every tier's first page, then one tier's further pages. */
export const wallKeys = {
  all: ['wall'] as const,
  overview: () => [...wallKeys.all, 'overview'] as const,
  /** A tier's pages after `firstCursor` (the cursor its first page ended with). */
  tierPages: (tierId: TierId, firstCursor: string) => [...wallKeys.all, 'tier', tierId, firstCursor] as const,
};
