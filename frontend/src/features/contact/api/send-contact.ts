import type { ContactResponse } from '@shared/api/types/contact';
import type { ContactRequest } from '@shared/schemas/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meKeys } from '@/lib/query-keys';

/** POST /contact: a contact message; the server files it as a ticket when the sender is signed in. */
function sendContact(body: ContactRequest): Promise<ContactResponse> {
  return api('POST /contact', { body });
}

export function useSendContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContact,
    // A signed-in sender has a new ticket, and tickets are the signed-in user's data.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  });
}
