/** Query keys of the gifts' data, general to specific. */
export const giftKeys = {
  all: ['gifts'] as const,
  // Keyed by user too: a gift answers differently (or 403) for another sign-in.
  gift: (userId: string, giftId: string) => [...giftKeys.all, userId, giftId] as const,
};
