import { MESSAGES } from '@shared/schemas/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure } from '@/test/api-server';
import { aSubmission, aUserPurchase, NOV_21 } from '../test/fixtures';
import { renderAdmin, resetAdminTest } from '../test/render-admin';

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
});
