import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../api/admin-keys';
import { giftKeys } from './gift-keys';

/**
 * What a gift's change shows in: the gift lists, both users' details (buyer and recipient), and, for a
 * refund, the purchases, the overview and the audit log.
 */
export function refreshAfterGiftChange(queryClient: QueryClient): Promise<unknown> {
  const keys = [
    giftKeys.all(),
    [...adminKeys.all, 'users', 'detail'],
    adminKeys.purchases(),
    adminKeys.overview(),
    adminKeys.audit(),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
