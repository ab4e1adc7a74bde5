import type { MeResponse, TierSubmission } from '@shared/api/types/account';
import { act } from '@testing-library/react';
import { meKeys } from '@/lib/query-keys';
import { apiFailure, mockApi } from '@/test/api-server';
import { renderApiHook } from '@/test/render';
import { useSubmitTierSubmission } from './submit-tier-submission';

const submission: TierSubmission = {
  tierId: 'rookie',
  tierName: 'Rookie',
  nickname: 'Hooper',
  jerseyBackName: null,
  submittedAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
};
const me: MeResponse = { profile: null, tierId: 'rookie', submission: null, purchaseCount: 1, standingSumCents: 1500 };

describe('useSubmitTierSubmission', () => {
  it('marks GET /me stale once the setup is saved, so every screen shows it locked', async () => {
    mockApi({ 'PUT /me/tier-submission': () => submission });
    const { result, queryClient } = renderApiHook(useSubmitTierSubmission);
    queryClient.setQueryData(meKeys.summary('user-a'), me);

    await act(() => result.current.mutateAsync({ nickname: 'Hooper' }));

    expect(queryClient.getQueryState(meKeys.summary('user-a'))?.isInvalidated).toBe(true);
  });

  it('leaves GET /me alone when the server refuses the setup', async () => {
    mockApi({ 'PUT /me/tier-submission': () => apiFailure(409, 'Locked') });
    const { result, queryClient } = renderApiHook(useSubmitTierSubmission);
    queryClient.setQueryData(meKeys.summary('user-a'), me);

    await act(() => result.current.mutateAsync({ nickname: 'Hooper' }).catch(() => {}));

    expect(queryClient.getQueryState(meKeys.summary('user-a'))?.isInvalidated).toBe(false);
  });
});
