/** Query keys of the checkout's data, general to specific. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  creatorCode: (code: string) => [...checkoutKeys.all, 'creator-code', code] as const,
};
