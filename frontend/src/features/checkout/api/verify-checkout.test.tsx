import type { MeResponse } from '@shared/api/types/account';
import { act } from '@testing-library/react';
import { meKeys } from '@/lib/query-keys';
import { mockApi } from '@/test/api-server';
import { renderApiHook } from '@/test/render';
import { useVerifyCheckout } from './verify-checkout';

const me: MeResponse = { profile: null, tierId: null, submission: null, purchaseCount: 0, standingSumCents: 0 };

describe('useVerifyCheckout', () => {
  it('marks GET /me stale after a verified payment: the owned tier and purchase count changed', async () => {
    mockApi({
      'POST /checkout/verify': () => ({ success: true, outcome: 'granted', tierName: 'MVP', tierPrice: 10000 }),
    });
    const { result, queryClient } = renderApiHook(useVerifyCheckout);
    queryClient.setQueryData(meKeys.summary('user-a'), me);

    await act(() => result.current.mutateAsync({ sessionId: 'cs_1' }));

    expect(queryClient.getQueryState(meKeys.summary('user-a'))?.isInvalidated).toBe(true);
  });

  it('leaves GET /me alone when the payment is not confirmed', async () => {
    mockApi({ 'POST /checkout/verify': () => ({ success: false, outcome: 'failed', tierName: 'MVP', tierPrice: 0 }) });
    const { result, queryClient } = renderApiHook(useVerifyCheckout);
    queryClient.setQueryData(meKeys.summary('user-a'), me);

    await act(() => result.current.mutateAsync({ sessionId: 'cs_1' }));

    expect(queryClient.getQueryState(meKeys.summary('user-a'))?.isInvalidated).toBe(false);
  });
});
