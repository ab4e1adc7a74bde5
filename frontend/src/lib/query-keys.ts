/**
 * Query keys of the data several features read, general to specific. Each feature keeps the keys of
 * its own data in one factory in its api/ folder; no other file spells a key.
 */

/** The signed-in user's own data: GET /me and GET /me/*. Invalidate `all` after changing any of it. */
export const meKeys = {
  all: ['me'] as const,
  summary: (userId: string) => [...meKeys.all, userId] as const,
  tickets: (userId: string) => [...meKeys.summary(userId), 'tickets'] as const,
  purchases: (userId: string) => [...meKeys.summary(userId), 'purchases'] as const,
};

/** What a creator code offers (GET /creator-codes/{code}): the same for every visitor, so not keyed by user. */
export const creatorCodeKeys = {
  all: ['creator-codes'] as const,
  offer: (code: string) => [...creatorCodeKeys.all, code] as const,
};
