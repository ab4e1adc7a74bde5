import type { MeResponse } from '@shared/api/types/account';
import { getTier, TIERS, type TierId } from '@shared/tiers';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { DashboardScreen } from './dashboard-screen';

function me(tierId: TierId | null): MeResponse {
  return {
    profile: { userId: 'user-a', email: 'fan@example.com', createdAt: '2026-11-21T12:00:00.000Z' },
    tierId,
    submission: null,
    purchaseCount: tierId ? 1 : 0,
    standingSumCents: tierId ? getTier(tierId).priceCents : 0,
  };
}

function renderDashboard(body: MeResponse) {
  mockApi({ 'GET /me': () => body });
  renderRoute(
    <DashboardScreen onSelectTier={vi.fn()} checkingOut={false} creatorCodePanel={null} creatorCode={null} />,
    { at: '/dashboard', auth: signedInAs() },
  );
}

describe('/dashboard gifts', () => {
  it('offers Gift this package on every tier card of an account without a tier', async () => {
    renderDashboard(me(null));

    await screen.findByRole('heading', { name: 'Choose your tier' });
    for (const tier of TIERS) {
      const card = within(screen.getByRole('article', { name: tier.name }));
      expect(card.getByRole('link', { name: 'Gift this package' })).toHaveAttribute('href', `/gift?tier=${tier.id}`);
    }
  });

  it("offers it on an owner's upgrade cards, and a Gift a Package shortcut even with nothing left to upgrade to", async () => {
    renderDashboard(me('mvp'));

    expect(await screen.findByRole('link', { name: /Gift a Package/ })).toHaveAttribute('href', '/gift');
    expect(screen.queryByRole('link', { name: 'Gift this package' })).not.toBeInTheDocument();
  });

  it("offers it beside an owner's upgrade buttons", async () => {
    renderDashboard(me('starter'));

    const card = within(await screen.findByRole('article', { name: 'MVP' }));
    expect(card.getByRole('link', { name: 'Gift this package' })).toHaveAttribute('href', '/gift?tier=mvp');
  });
});
