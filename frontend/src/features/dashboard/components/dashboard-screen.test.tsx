import type { MeResponse } from '@shared/api/types/account';
import type { GameAccount } from '@shared/api/types/game';
import { GAME_MESSAGES } from '@shared/game-messages';
import { getTier, type TierId } from '@shared/tiers';
import { screen, within } from '@testing-library/react';
import { apiFailure, mockApi, noAnswer } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { DashboardScreen } from './dashboard-screen';

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
    standingSumCents: tierId ? getTier(tierId).priceCents : 0,
  };
}

function renderDashboard(body: MeResponse, { checkingOut = false } = {}) {
  mockApi({ 'GET /me': () => body });
  const onSelectTier = vi.fn();
  const view = renderRoute(
    <DashboardScreen
      onSelectTier={onSelectTier}
      checkingOut={checkingOut}
      creatorCodePanel={null}
      creatorCode={null}
    />,
    { at: '/dashboard', auth: signedInAs() },
  );
  return { ...view, onSelectTier };
}

describe('/dashboard', () => {
  it('shows the error with Try again, and no tier grid that could mislead an owner, when the account cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    mockApi({ 'GET /me': () => (fail ? apiFailure(500, 'Internal server error') : me('starter', true)) });
    renderRoute(
      <DashboardScreen onSelectTier={vi.fn()} checkingOut={false} creatorCodePanel={null} creatorCode={null} />,
      {
        at: '/dashboard',
        auth: signedInAs(),
      },
    );

    expect(await screen.findByText('We could not load your tier right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Choose your tier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Purchase a Tier/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My Tickets/ })).toBeInTheDocument();
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /My Tier Info/ })).toBeInTheDocument();
    logged.mockRestore();
  });

  const processing = 'Payment processing: your tier will appear when your bank confirms it.';

  it('says a payment is processing while the bank has yet to confirm it, without a tier', async () => {
    renderDashboard({ ...me(null), paymentProcessing: true });
    expect(await screen.findByText(processing)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'Choose your tier' })).toBeInTheDocument();
  });

  it('says a payment is processing beside the tier already owned', async () => {
    renderDashboard({ ...me('starter'), paymentProcessing: true });
    expect(await screen.findByText(processing)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('region', { name: 'Starter' })).toBeInTheDocument();
  });

  it('says nothing of processing once no payment is', async () => {
    renderDashboard({ ...me('starter'), paymentProcessing: false });
    expect(await screen.findByRole('region', { name: 'Starter' })).toBeInTheDocument();
    expect(screen.queryByText(processing)).not.toBeInTheDocument();
  });

  it('says "Loading your dashboard..." while the account loads', () => {
    renderDashboard(me(null));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard...');
  });

  it("holds the dashboard's shape while the account loads: its title, three shortcut cards and a panel, one loading status", () => {
    mockApi({ 'GET /me': noAnswer });
    renderRoute(
      <DashboardScreen onSelectTier={vi.fn()} checkingOut={false} creatorCodePanel={null} creatorCode={null} />,
      {
        at: '/dashboard',
        auth: signedInAs(),
      },
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as fan@example.com')).toBeInTheDocument();
    const skeleton = screen.getByTestId('dashboard-skeleton');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(within(skeleton).getByRole('status')).toHaveTextContent('Loading your dashboard...');
    const cards = skeleton.querySelector('ul');
    expect(cards).toHaveAttribute('aria-hidden', 'true');
    expect(cards?.querySelectorAll('li')).toHaveLength(3);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('leaves its loading shape once the account answers', async () => {
    renderDashboard(me(null));
    await screen.findByRole('region', { name: 'Choose your tier' });
    expect(screen.queryByTestId('dashboard-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading your dashboard...')).not.toBeInTheDocument();
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

    it('says an upgrade costs only the difference, each purchase counting its full price', async () => {
      renderDashboard(me('starter'));
      const upgrade = within(await screen.findByRole('region', { name: 'Upgrade your tier' }));
      expect(
        upgrade.getByText(
          'You pay only the difference: your purchases count their full price, $30.00, toward an upgrade.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Upgrade Tier/ })).toHaveTextContent('Pay only the difference');
    });

    it('asks no setup after an upgrade whose tier adds nothing to the Starter setup', async () => {
      renderDashboard({ ...me('baller'), earlierSubmission: submission });
      const tierInfo = await screen.findByRole('link', { name: /My Tier Info/ });
      expect(tierInfo).not.toHaveTextContent('Complete setup');
      expect(screen.queryByText('Setup Required')).not.toBeInTheDocument();
      expect(screen.queryByText(/Setup required:/)).not.toBeInTheDocument();
    });

    it('asks an MVP upgraded from a set-up Starter only for the jersey name', async () => {
      renderDashboard({ ...me('mvp'), earlierSubmission: submission });
      const tierInfo = await screen.findByRole('link', { name: /My Tier Info/ });
      expect(tierInfo).toHaveTextContent('Complete setup');
      expect(screen.getByText(/Setup required:/).parentElement).toHaveTextContent(
        'Setup required: add your jersey name so we can prepare your MVP rewards.',
      );
    });

    it("says the spec's 'Nickname & jersey' without a warning once the setup is submitted, below MVP too", async () => {
      renderDashboard(me('starter', true));
      const tierInfo = await screen.findByRole('link', { name: /My Tier Info/ });
      expect(tierInfo).toHaveTextContent('Nickname & jersey');
      expect(screen.queryByText('Setup Required')).not.toBeInTheDocument();
      expect(screen.queryByText(/Setup required:/)).not.toBeInTheDocument();
    });

    it('says "Nickname & jersey" to an MVP, whose setup has a jersey back name', async () => {
      renderDashboard(me('mvp', true));
      expect(await screen.findByRole('link', { name: /My Tier Info/ })).toHaveTextContent('Nickname & jersey');
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

  it('hands the chosen tier to onSelectTier', async () => {
    const { onSelectTier } = renderDashboard(me('all-star'));
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade for $25.00' }));
    expect(onSelectTier).toHaveBeenCalledWith(expect.objectContaining({ id: 'mvp' }));
  });

  it('says "Redirecting to Stripe checkout..." and holds the tier cards while a checkout starts', async () => {
    renderDashboard(me(null), { checkingOut: true });
    const tiers = within(await screen.findByRole('region', { name: 'Choose your tier' }));
    expect(screen.getByText('Redirecting to Stripe checkout...')).toBeInTheDocument();
    for (const button of tiers.getAllByRole('button', { name: 'Select' })) expect(button).toBeDisabled();
  });

  describe('in-game delivery', () => {
    const steam: GameAccount = {
      platform: 'steam',
      playerId: '7656119',
      displayName: 'Hooper',
      linkedAt: '2026-11-20T12:00:00.000Z',
      lastDeliveredAt: null,
    };

    it('says when the game delivered the rewards, by the latest delivery of any linked account', async () => {
      renderDashboard({
        ...me('starter', true),
        gameAccounts: [
          { ...steam, lastDeliveredAt: '2026-11-21T12:00:00.000Z' },
          { ...steam, platform: 'xbox', lastDeliveredAt: '2026-11-23T12:00:00.000Z' },
        ],
      });

      expect(await screen.findByText(GAME_MESSAGES.deliveredOn('November 23, 2026'))).toHaveAttribute('role', 'status');
      expect(screen.queryByText(GAME_MESSAGES.deliveryPending)).not.toBeInTheDocument();
    });

    it('says the game delivers at the next sign-in while nothing is delivered yet', async () => {
      renderDashboard({ ...me('starter', true), gameAccounts: [steam] });

      expect(await screen.findByText(GAME_MESSAGES.deliveryPending)).toHaveAttribute('role', 'status');
    });

    it('says nothing of the game without a linked account', async () => {
      renderDashboard({ ...me('starter', true), gameAccounts: [] });

      await screen.findByRole('region', { name: 'Starter' });
      expect(screen.queryByText(GAME_MESSAGES.deliveryPending)).not.toBeInTheDocument();
      expect(screen.queryByText(/Delivered to your game account/)).not.toBeInTheDocument();
    });
  });
});
