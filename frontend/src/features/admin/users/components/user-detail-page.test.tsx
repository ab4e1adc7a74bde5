import type { GameAccount } from '@shared/api/types/game';
import { GAME_MESSAGES } from '@shared/game-messages';
import { MESSAGES } from '@shared/schemas/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure } from '@/test/api-server';
import { userEvent } from '@/test/user-event';
import { aSubmission, aUserPurchase, NOV_21 } from '../../test/fixtures';
import { renderAdmin, resetAdminTest } from '../../test/render-admin';

afterEach(resetAdminTest);

const profile = { userId: 'user-7', email: 'hooper@example.com', createdAt: NOV_21 };
const ledger = { standingSumCents: 0, ownedTierId: null, creditCents: 0 };
const detail = (overrides = {}) => ({ profile, purchases: [], submissions: [], ledger, ...overrides });
const section = (title: string) => within(screen.getByRole('region', { name: title }));

describe('admin user detail', () => {
  it('shows the profile information', async () => {
    const { api } = renderAdmin('/admin/users/user-7', { 'GET /admin/users/{userId}': () => detail() });

    await screen.findByRole('heading', { name: 'Profile Information' });
    expect(api.callsTo('GET /admin/users/{userId}').map((call) => call.params)).toEqual([{ userId: 'user-7' }]);
    const profileCard = section('Profile Information');
    expect(profileCard.getByText('Email').nextElementSibling).toHaveTextContent('hooper@example.com');
    expect(profileCard.getByText('Join Date').nextElementSibling).toHaveTextContent('Nov 21, 2026');
    expect(profileCard.getByText('User ID').nextElementSibling).toHaveTextContent('user-7');
    // Signed up before the language was kept: English, the store's default.
    expect(profileCard.getByText('Language').nextElementSibling).toHaveTextContent('English');
  });

  it('shows the language the store writes to the user in, by its own name', async () => {
    renderAdmin('/admin/users/user-7', {
      'GET /admin/users/{userId}': () => detail({ profile: { ...profile, locale: 'pt-BR' } }),
    });

    const profileCard = within(await screen.findByRole('region', { name: 'Profile Information' }));
    expect(profileCard.getByText('Language').nextElementSibling).toHaveTextContent('Português (Brasil)');
  });

  it('shows the empty texts for purchases and submissions', async () => {
    renderAdmin('/admin/users/user-7', { 'GET /admin/users/{userId}': () => detail() });

    expect(await screen.findByText('No purchases yet')).toBeInTheDocument();
    expect(screen.getByText('No tier submissions yet')).toBeInTheDocument();
  });

  it('lists purchases with the date, a $x.xx price and a Refunded badge on refunded ones', async () => {
    const purchases = [
      aUserPurchase({ id: 'p2', tierName: 'MVP', amountCents: 7000 }),
      aUserPurchase({ id: 'p1', tierName: 'Starter', amountCents: 3000, status: 'refunded', refundedCents: 3000 }),
    ];
    renderAdmin('/admin/users/user-7', { 'GET /admin/users/{userId}': () => detail({ purchases }) });

    await screen.findByRole('heading', { name: 'Tier Purchases' });
    const items = section('Tier Purchases').getAllByRole('listitem');
    // A payment with money left offers a refund; one refunded in full does not.
    expect(items.map((item) => item.textContent)).toEqual([
      'MVPPurchased on Nov 21, 2026$70.00Refund',
      'StarterRefundedPurchased on Nov 21, 2026$30.00',
    ]);
  });

  it('marks a purchase claimed from a gift with who paid for it, or "Gift" once the buyer deleted their account', async () => {
    const purchases = [
      aUserPurchase({
        id: 'p3',
        tierName: 'MVP',
        gift: { giftId: 'g2', buyerId: 'user-9', buyerEmail: 'giver@example.com' },
      }),
      aUserPurchase({ id: 'p2', tierName: 'Starter', gift: { giftId: 'g1', buyerId: 'user-8', buyerEmail: null } }),
      aUserPurchase({ id: 'p1', tierName: 'Rookie' }),
    ];
    renderAdmin('/admin/users/user-7', { 'GET /admin/users/{userId}': () => detail({ purchases }) });

    await screen.findByRole('heading', { name: 'Tier Purchases' });
    const items = section('Tier Purchases').getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'MVPPurchased on Nov 21, 2026Gift from giver@example.com$30.00Refund',
      'StarterPurchased on Nov 21, 2026Gift$30.00Refund',
      'RookiePurchased on Nov 21, 2026$30.00Refund',
    ]);
    // The buyer's own page lists the gifts they sent.
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'giver@example.com' })).toHaveAttribute(
      'href',
      '/admin/users/user-9',
    );
    expect(within(items[1] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows what a buyer paid in their own currency beside the US dollars', async () => {
    const purchases = [
      aUserPurchase({ id: 'p1', tierName: 'Starter', amountCents: 3000, presented: { currency: 'eur', amount: 2762 } }),
    ];
    renderAdmin('/admin/users/user-7', { 'GET /admin/users/{userId}': () => detail({ purchases }) });

    await screen.findByRole('heading', { name: 'Tier Purchases' });
    expect(
      section('Tier Purchases')
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['StarterPurchased on Nov 21, 2026€27.62 (US$30.00)Refund']);
  });

  it('shows the tax and the billing country of a purchase that has them', async () => {
    const purchases = [
      aUserPurchase({ id: 'p4', tierName: 'MVP', amountCents: 11900, taxCents: 1900, billingCountry: 'DE' }),
      aUserPurchase({ id: 'p3', tierName: 'Rookie', amountCents: 1500, taxCents: 0, billingCountry: 'US' }),
      aUserPurchase({
        id: 'p2',
        tierName: 'Baller',
        amountCents: 6000,
        taxCents: 1000,
        billingCountry: 'FR',
        presented: { currency: 'eur', amount: 5524 },
      }),
      aUserPurchase({ id: 'p1', tierName: 'Starter', amountCents: 3000 }),
    ];
    renderAdmin('/admin/users/user-7', { 'GET /admin/users/{userId}': () => detail({ purchases }) });

    await screen.findByRole('heading', { name: 'Tier Purchases' });
    expect(
      section('Tier Purchases')
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'MVPPurchased on Nov 21, 2026Tax $19.00 · Billing country DE (Germany)$119.00Refund',
      'RookiePurchased on Nov 21, 2026Tax $0.00 · Billing country US (United States)$15.00Refund',
      'BallerPurchased on Nov 21, 2026Tax US$10.00 · Billing country FR (France)€55.24 (US$60.00)Refund',
      'StarterPurchased on Nov 21, 2026$30.00Refund',
    ]);
  });

  it('lists submissions with dates, only the fields present, and separators between entries', async () => {
    const submissions = [
      aSubmission({
        tierId: 'mvp',
        tierName: 'MVP',
        nickname: 'Splash',
        jerseyBackName: 'SPLASH 30',
        updatedAt: '2026-12-02T12:00:00.000Z',
      }),
      aSubmission({ tierId: 'starter', tierName: 'Starter', nickname: 'Dime' }),
    ];
    renderAdmin('/admin/users/user-7', { 'GET /admin/users/{userId}': () => detail({ submissions }) });

    await screen.findByRole('heading', { name: 'Tier Submissions' });
    const card = section('Tier Submissions');
    const [mvp, starter] = card.getAllByRole('listitem');
    if (!mvp || !starter) throw new Error('expected two submissions');
    expect(mvp).toHaveTextContent('Submitted Nov 21, 2026 · Updated Dec 2, 2026');
    expect(within(mvp).getByText('Jersey Back Name').nextElementSibling).toHaveTextContent('SPLASH 30');
    expect(within(mvp).getByText('Nickname').nextElementSibling).toHaveTextContent('Splash');
    expect(starter).toHaveTextContent('Submitted Nov 21, 2026');
    expect(starter).not.toHaveTextContent('Updated');
    expect(within(starter).queryByText('Jersey Back Name')).not.toBeInTheDocument();
    expect(card.getAllByRole('separator')).toHaveLength(1);
  });

  it("says 'User not found' for an unknown user", async () => {
    const log = vi.spyOn(console, 'error');
    renderAdmin('/admin/users/ghost', { 'GET /admin/users/{userId}': () => apiFailure(404, 'User not found') });

    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Profile Information' })).not.toBeInTheDocument();
    expect(log).not.toHaveBeenCalled();
  });

  it("goes back to the list with 'Back to Users'", async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/users/user-7', {
      'GET /admin/users/{userId}': () => detail(),
      'GET /admin/users': () => ({ items: [], nextCursor: null, total: 0 }),
    });

    await user.click(await screen.findByRole('button', { name: 'Back to Users' }));

    expect(router.state.location.pathname).toBe('/admin/users');
  });

  it('hides a nickname from the gym wall with a reason, then offers to show it again', async () => {
    let wall = { showOnWall: true, hidden: false, hiddenReason: null as string | null };
    const { api } = renderAdmin('/admin/users/user-7', {
      'GET /admin/users/{userId}': () => detail({ wall }),
      'PATCH /admin/users/{userId}/wall': ({ body }) => {
        wall = { ...wall, hidden: body?.hidden ?? false, hiddenReason: body?.reason ?? null };
        return { showOnWall: wall.showOnWall, hidden: wall.hidden };
      },
    });

    await screen.findByRole('heading', { name: 'Gym Wall' });
    const card = section('Gym Wall');
    expect(card.getByText('Opted in')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Hide from Gym Wall' }));
    expect(card.getByRole('alert')).toHaveTextContent(MESSAGES.wallReasonRequired);
    expect(api.callsTo('PATCH /admin/users/{userId}/wall')).toEqual([]);

    await userEvent.type(card.getByLabelText('Reason for hiding'), ' Offensive nickname ');
    await userEvent.click(card.getByRole('button', { name: 'Hide from Gym Wall' }));

    expect(await screen.findByText('Nickname hidden from the gym wall')).toBeInTheDocument();
    expect(await card.findByText('Hidden by admin')).toBeInTheDocument();
    expect(card.getByText('Offensive nickname')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Show on Gym Wall' })).toBeEnabled();
    expect(api.callsTo('PATCH /admin/users/{userId}/wall').map((call) => [call.params, call.body])).toEqual([
      [{ userId: 'user-7' }, { hidden: true, reason: 'Offensive nickname' }],
    ]);
  });

  describe('game accounts', () => {
    const steam: GameAccount = {
      platform: 'steam',
      playerId: '76561198000000001',
      displayName: 'Hooper',
      linkedAt: '2026-11-21T12:00:00.000Z',
      lastDeliveredAt: '2026-12-02T12:00:00.000Z',
    };
    const xbox: GameAccount = {
      ...steam,
      platform: 'xbox',
      playerId: 'xuid-2535',
      linkedAt: NOV_21,
      lastDeliveredAt: null,
    };

    it('lists each linked account with its platform, name, player id, link date and last delivery', async () => {
      renderAdmin('/admin/users/user-7', {
        'GET /admin/users/{userId}': () => detail({ gameAccounts: [steam, xbox] }),
      });

      await screen.findByRole('heading', { name: 'Game Accounts' });
      const [first, second] = section('Game Accounts').getAllByRole('listitem');
      if (!first || !second) throw new Error('expected two game accounts');
      expect(within(first).getByText('Steam')).toBeInTheDocument();
      expect(within(first).getByText('Display Name').nextElementSibling).toHaveTextContent('Hooper');
      expect(within(first).getByText('Player ID').nextElementSibling).toHaveTextContent('76561198000000001');
      expect(within(first).getByText('Linked').nextElementSibling).toHaveTextContent('Nov 21, 2026');
      expect(within(first).getByText('Last Delivery').nextElementSibling).toHaveTextContent('Dec 2, 2026');
      expect(within(second).getByText('Xbox')).toBeInTheDocument();
      expect(within(second).getByText('Last Delivery').nextElementSibling).toHaveTextContent('Not yet delivered');
    });

    it('says when no game account is linked', async () => {
      renderAdmin('/admin/users/user-7', { 'GET /admin/users/{userId}': () => detail({ gameAccounts: [] }) });

      await screen.findByRole('heading', { name: 'Game Accounts' });
      expect(section('Game Accounts').getByText('No linked game accounts')).toBeInTheDocument();
    });

    it('unlinks an account after the confirmation, then shows the reloaded list', async () => {
      let gameAccounts = [steam, xbox];
      const { api } = renderAdmin('/admin/users/user-7', {
        'GET /admin/users/{userId}': () => detail({ gameAccounts }),
        'DELETE /admin/users/{userId}/game-accounts/{platform}': () => {
          gameAccounts = [xbox];
          return { unlinked: steam };
        },
      });

      await screen.findByRole('heading', { name: 'Game Accounts' });
      await userEvent.click(section('Game Accounts').getByRole('button', { name: 'Unlink Steam account' }));
      const dialog = screen.getByRole('dialog', { name: 'Unlink game account' });
      expect(dialog).toHaveTextContent(GAME_MESSAGES.adminUnlinkQuestion('Steam', 'Hooper'));
      expect(api.callsTo('DELETE /admin/users/{userId}/game-accounts/{platform}')).toEqual([]);

      await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));

      expect(await screen.findByText(GAME_MESSAGES.adminUnlinked)).toBeInTheDocument();
      await waitFor(() => expect(section('Game Accounts').getAllByRole('listitem')).toHaveLength(1));
      expect(section('Game Accounts').queryByText('Steam')).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.callsTo('DELETE /admin/users/{userId}/game-accounts/{platform}').map((call) => call.params)).toEqual([
        { userId: 'user-7', platform: 'steam' },
      ]);
      expect(api.callsTo('GET /admin/users/{userId}')).toHaveLength(2);
    });

    it('keeps the account and says so when the unlink fails, leaving the dialog to retry; Cancel sends nothing', async () => {
      const { api } = renderAdmin('/admin/users/user-7', {
        'GET /admin/users/{userId}': () => detail({ gameAccounts: [steam] }),
        'DELETE /admin/users/{userId}/game-accounts/{platform}': () => apiFailure(500, 'Internal server error'),
      });

      await screen.findByRole('heading', { name: 'Game Accounts' });
      const unlink = section('Game Accounts').getByRole('button', { name: 'Unlink Steam account' });
      await userEvent.click(unlink);
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.callsTo('DELETE /admin/users/{userId}/game-accounts/{platform}')).toEqual([]);

      await userEvent.click(unlink);
      const dialog = screen.getByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));

      expect(await screen.findByText(GAME_MESSAGES.adminUnlinkFailed)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Unlink' })).toBeEnabled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(section('Game Accounts').getByText('Steam')).toBeInTheDocument();
      expect(api.callsTo('DELETE /admin/users/{userId}/game-accounts/{platform}')).toHaveLength(1);
    });
  });
});
