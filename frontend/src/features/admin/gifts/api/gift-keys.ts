import type { PaidGiftStatus } from '@shared/gifts';
import { adminKeys } from '../../api/admin-keys';

/** Query keys of the admin's gifts, general to specific. */
export const giftKeys = {
  all: () => [...adminKeys.all, 'gifts'] as const,
  /** The list, all gifts or one status's. */
  list: (status: PaidGiftStatus | '') => [...giftKeys.all(), 'list', { status }] as const,
};
