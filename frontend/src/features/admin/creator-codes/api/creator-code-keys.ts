import { adminKeys } from '../../api/admin-keys';

/** Query keys of the admin's creator codes, general to specific. */
export const creatorCodeKeys = {
  all: () => [...adminKeys.all, 'creator-codes'] as const,
  list: () => [...creatorCodeKeys.all(), 'list'] as const,
};
