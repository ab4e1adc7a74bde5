import type { AccountDeletionResponse } from '@shared/api/types/account';
import type { AccountDeletionRequest } from '@shared/schemas/account-deletion';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /me/deletion: the confirmation word, the password and (with two-step sign-in) the current code. */
function deleteAccount(body: AccountDeletionRequest): Promise<AccountDeletionResponse> {
  return api('POST /me/deletion', { body });
}

/** Deletes the signed-in account; the caller signs out and leaves the signed-in area on success. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, networkMode: 'always' });
}
