import type { MeResponse } from '@shared/api/types/account';
import { getTier, type TierId } from '@shared/tiers';
import { screen, waitFor } from '@testing-library/react';
import { pendingCheckout } from '@/features/checkout/lib/checkout-tracking';
import { leaveSiteTo } from '@/features/checkout/lib/leave-site';
import { apiFailure, mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { DashboardRoute } from './dashboard';

vi.mock('@/features/checkout/lib/leave-site', () => ({ leaveSiteTo: vi.fn() }));

const me = (tierId: TierId | null): MeResponse => ({
  profile: { userId: 'user-a', email: 'fan@example.com', createdAt: '2026-11-21T12:00:00.000Z' },
  tierId,
  submission: null,
  purchaseCount: tierId ? 1 : 0,
  standingSumCents: tierId ? getTier(tierId).priceCents : 0,
});

function renderDashboard(body: MeResponse, state?: unknown) {
  const api = mockApi({
    'GET /me': () => body,
    'POST /checkout': () => ({ url: 'https://checkout.stripe.test/c/pay/cs_1' }),
  });
  const view = renderRoute(<DashboardRoute />, {
    at: { pathname: '/dashboard', state },
    auth: signedInAs(),
  });
  return { ...view, api };
}

afterEach(() => {
  vi.mocked(leaveSiteTo).mockClear();
  sessionStorage.clear();
});

describe('arriving with a selected tier', () => {
  it('starts Stripe checkout: InitiateCheckout stored, POST /checkout with tier and event id, then redirect', async () => {
    const { api, router } = renderDashboard(me('rookie'), { selectedTier: 'mvp' });
    expect(
      await screen.findByText('Redirecting to Stripe checkout...', { selector: '[data-title]' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(leaveSiteTo).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));

    const posts = api.callsTo('POST /checkout');
    expect(posts).toHaveLength(1);
    const stored = pendingCheckout();
    expect(stored).toMatchObject({ tierName: 'MVP', priceCents: 8500 });
    expect(posts[0]?.body).toEqual({ tierId: 'mvp', eventId: stored?.eventId });
    expect(stored?.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof stored?.timestamp).toBe('number');
    expect(router.state.location.state).toBeNull();
  });

  it('refuses a tier already owned or lower, without calling checkout', async () => {
    const { api, router } = renderDashboard(me('baller'), { selectedTier: 'rookie' });
    expect(await screen.findByText('You already own this tier or a higher one')).toBeInTheDocument();
    expect(api.callsTo('POST /checkout')).toEqual([]);
    expect(pendingCheckout()).toBeNull();
    expect(router.state.location.state).toBeNull();
  });

  it("shows the API's 409 message", async () => {
    mockApi({
      'GET /me': () => me(null),
      'POST /checkout': () => apiFailure(409, 'You already own this tier or a higher one'),
    });
    renderRoute(<DashboardRoute />, {
      at: { pathname: '/dashboard', state: { selectedTier: 'starter' } },
      auth: signedInAs(),
    });
    expect(await screen.findByText('You already own this tier or a higher one')).toBeInTheDocument();
    expect(leaveSiteTo).not.toHaveBeenCalled();
  });

  it('says "Failed to create checkout session. Please try again." on other failures', async () => {
    mockApi({
      'GET /me': () => me(null),
      'POST /checkout': () => apiFailure(500, 'Internal Server Error'),
    });
    renderRoute(<DashboardRoute />, {
      at: { pathname: '/dashboard', state: { selectedTier: 'starter' } },
      auth: signedInAs(),
    });
    expect(await screen.findByText('Failed to create checkout session. Please try again.')).toBeInTheDocument();
    expect(leaveSiteTo).not.toHaveBeenCalled();
  });

  it('starts checkout from the upgrade section through the same flow', async () => {
    const { api } = renderDashboard(me('all-star'));
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade for $25.00' }));
    await waitFor(() => expect(leaveSiteTo).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /checkout').map((call) => call.body?.tierId)).toEqual(['mvp']);
  });
});
