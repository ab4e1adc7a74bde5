import { adminKeys } from '../../api/admin-keys';

/** Query keys of the admin's community goals. */
export const goalKeys = {
  all: () => [...adminKeys.all, 'goals'] as const,
  list: () => [...goalKeys.all(), 'list'] as const,
};
