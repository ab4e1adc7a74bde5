import type { MeResponse } from '@shared/api/types/account';
import { screen } from '@testing-library/react';
import { mockApi } from '@/test/api-server';
import { fakeAuth, renderRoute, signedInAs } from '@/test/render';
import { TopBar } from './top-bar';

const noPurchase: MeResponse = { profile: null, tierId: null, submission: null, purchaseCount: 0, standingSumCents: 0 };

/** Lets a started chunk settle: every promise callback runs before a timer. */
async function chunksSettled() {
  await import('./user-menu');
  await import('@/lib/query-root');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

// Its own file: the menu's chunk is loaded once per module graph, and this test needs it not yet loaded.
describe('top bar', () => {
  it("fetches the account menu's code while a stored session is read, so the menu shows with the session", async () => {
    mockApi({ 'GET /me': () => noPurchase });
    const reading = renderRoute(<TopBar />, { auth: fakeAuth({ status: 'loading' }) });
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    await chunksSettled();
    reading.unmount();

    renderRoute(<TopBar />, { auth: signedInAs() });

    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });
});
