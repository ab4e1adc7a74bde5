import type { Ticket } from '@shared/api/types/account';
import { act } from '@testing-library/react';
import { meKeys } from '@/lib/query-keys';
import { mockApi } from '@/test/api-server';
import { renderApiHook } from '@/test/render';
import { useSendContact } from './send-contact';

describe('useSendContact', () => {
  it("marks the sender's tickets stale: a signed-in sender's message is a new ticket", async () => {
    mockApi({ 'POST /contact': () => ({ id: 'c1' }) });
    const { result, queryClient } = renderApiHook(useSendContact);
    queryClient.setQueryData<Ticket[]>(meKeys.tickets('user-a'), []);

    await act(() => result.current.mutateAsync({ name: 'Sam', email: 'sam@example.com', message: 'Hello' }));

    expect(queryClient.getQueryState(meKeys.tickets('user-a'))?.isInvalidated).toBe(true);
  });
});
