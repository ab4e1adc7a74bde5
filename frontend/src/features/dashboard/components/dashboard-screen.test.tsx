import type { MeResponse } from '@shared/api/types';
import type { TierId } from '@shared/tiers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveSiteTo } from '@/lib/leave-site';
import { pendingCheckout } from '@/lib/tracking';
import { apiFailure, mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { DashboardScreen } from './dashboard-screen';

vi.mock('@/lib/leave-site', () => ({ leaveSiteTo: vi.fn() }));

const submission = {
  tierId: 'starter' as const,
  tierName: 'Starter',
  nickname: 'Hooper',
  jerseyBackName: null,
  submittedAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
};

function me(tierId: TierId | null, withSubmission = false): MeResponse {
  return {
    profile: { userId: 'user-a', email: 'fan@example.com', createdAt: '2026-11-21T12:00:00.000Z' },
    tierId,
    submission: withSubmission ? submission : null,
    purchaseCount: tierId ? 1 : 0,
  };
}

function renderDashboard(body: MeResponse, state?: unknown) {
  const api = mockApi({
    'GET /me': () => body,
    'POST /checkout': () => ({ url: 'https://checkout.stripe.test/c/pay/cs_1' }),
  });
  const view = renderRoute(<DashboardScreen />, {
    at: { pathname: '/dashboard', state },
    auth: signedInAs(),
  });
  return { ...view, api };
}

afterEach(() => {
  vi.mocked(leaveSiteTo).mockClear();
  sessionStorage.clear();
});

describe('/dashboard', () => {
  it('says "Loading your dashboard..." while the account loads', () => {
    mockApi({ 'GET /me': () => me(null) });
    renderRoute(<DashboardScreen />, { at: '/dashboard', auth: signedInAs() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard...');
  });

  describe('with a tier', () => {
    it('shows the quick cards, a Setup Required warning, the current tier and only higher tiers to upgrade to', async () => {
      renderDashboard(me('starter'));
      const tierInfo = await screen.findByRole('link', { name: /My Tier Info/ });
      expect(tierInfo).toHaveAttribute('href', '/tier-submission');
      expect(tierInfo).toHaveTextContent('Complete setup');
      expect(within(tierInfo).getByText('Setup Required')).toBeInTheDocument();
      expect(screen.getByText(/Setup required:/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /My Profile/ })).toHaveAttribute('href', '/profile');
      expect(screen.getByRole('link', { name: /My Tickets/ })).toHaveAttribute('href', '/tickets');
      expect(screen.getByRole('link', { name: /Upgrade Tier/ })).toHaveAttribute('href', '#upgrade');

      const current = within(screen.getByRole('region', { name: 'Starter' }));
      expect(current.getByText('$30.00')).toBeInTheDocument();
      expect(current.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Your nickname on the gym wall',
        'Exclusive basketball',
        'Exclusive shoes',
        'Exclusive jersey',
      ]);

      const upgrade = within(screen.getByRole('region', { name: 'Upgrade your tier' }));
      expect(upgrade.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual([
        'tier-baller-name',
        'tier-all-star-name',
        'tier-mvp-name',
      ]);
      expect(upgrade.getByRole('button', { name: 'Upgrade for $20.00' })).toBeInTheDocument();
      expect(upgrade.getByRole('button', { name: 'Upgrade for $45.00' })).toBeInTheDocument();
      expect(upgrade.getByRole('button', { name: 'Upgrade for $70.00' })).toBeInTheDocument();
    });

    it('says "Nickname & jersey" without a warning once the setup is submitted', async () => {
      renderDashboard(me('starter', true));
      const tierInfo = await screen.findByRole('link', { name: /My Tier Info/ });
      expect(tierInfo).toHaveTextContent('Nickname & jersey');
      expect(screen.queryByText('Setup Required')).not.toBeInTheDocument();
      expect(screen.queryByText(/Setup required:/)).not.toBeInTheDocument();
    });

    it('offers no upgrade to an MVP', async () => {
      renderDashboard(me('mvp', true));
      await screen.findByRole('region', { name: 'MVP' });
      expect(screen.queryByRole('link', { name: /Upgrade Tier/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Upgrade your tier' })).not.toBeInTheDocument();
    });
  });

  it('without a tier shows My Profile, My Tickets, Purchase a Tier and every tier', async () => {
    renderDashboard(me(null));
    expect(await screen.findByRole('link', { name: /Purchase a Tier/ })).toHaveAttribute('href', '#tiers');
    expect(screen.getByRole('link', { name: /My Profile/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My Tickets/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /My Tier Info/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Choose your tier' })).getAllByRole('article')).toHaveLength(6);
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
      renderRoute(<DashboardScreen />, {
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
      renderRoute(<DashboardScreen />, {
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
});
