import type { UpdatePreviewRequest } from '@shared/schemas/updates';
import { adminKeys } from '../../api/admin-keys';

/** Query keys of the admin's development updates, general to specific. */
export const updateKeys = {
  all: () => [...adminKeys.all, 'updates'] as const,
  list: () => [...updateKeys.all(), 'list'] as const,
  detail: (updateId: string) => [...updateKeys.all(), 'detail', updateId] as const,
  recipients: (updateId: string) => [...updateKeys.detail(updateId), 'recipients'] as const,
  rendering: (source: UpdatePreviewRequest) => [...updateKeys.all(), 'rendering', source] as const,
};
