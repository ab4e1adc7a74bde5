import type { MeResponse } from '@shared/api/types/account';
import type { GameAccount } from '@shared/api/types/game';
import { GAME_MESSAGES } from '@shared/game-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, mockApi } from '@/test/api-server';
import { fakeAuth, renderRoute } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { ProfileScreen } from './profile-screen';

const auth = () => fakeAuth({ status: 'signedIn', user: { userId: 'sub-123', email: 'fan@example.com' } });

const steam: GameAccount = {
  platform: 'steam',
  playerId: '7656',
  displayName: 'Hooper',
  linkedAt: '2026-11-20T12:00:00.000Z',
  lastDeliveredAt: null,
};

const me = (gameAccounts: GameAccount[]): MeResponse => ({
  profile: { userId: 'sub-123', email: 'fan@example.com', createdAt: '2026-11-01T00:00:00.000Z' },
  tierId: null,
  submission: null,
  purchaseCount: 0,
  standingSumCents: 0,
  wall: { showOnWall: false, hidden: false, spot: null },
  gameAccounts,
});

const section = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Game Accounts' })).closest('div')
    ?.parentElement as HTMLElement;

describe('/profile game accounts section', () => {
  it('lists the linked accounts and unlinks one after the confirmation, holding while it runs', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let linked = [steam];
    const api = mockApi({
      'GET /me': () => me(linked),
      'DELETE /me/game-accounts/{platform}': async () => {
        await gate;
        linked = [];
        return { unlinked: steam };
      },
    });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: auth() });

    const list = await section();
    expect(within(list).getByText('Steam')).toBeInTheDocument();
    expect(within(list).getByText('Hooper')).toBeInTheDocument();
    expect(within(list).getByText('Linked November 20, 2026')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Link a game account' })).toHaveAttribute('href', '/link');

    await userEvent.click(within(list).getByRole('button', { name: 'Unlink Steam account Hooper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink game account' });
    expect(dialog).toHaveTextContent(GAME_MESSAGES.unlinkConfirm('Steam', 'Hooper'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Unlinking...' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();

    expect(await screen.findByText(GAME_MESSAGES.unlinked)).toBeInTheDocument();
    expect(await screen.findByText(GAME_MESSAGES.noGameAccounts)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /me/game-accounts/{platform}').map((call) => call.params.platform)).toEqual(['steam']);
  });

  it('keeps the account and says so when the unlink fails', async () => {
    mockApi({
      'GET /me': () => me([steam]),
      'DELETE /me/game-accounts/{platform}': () => apiFailure(500, 'Internal Server Error'),
    });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: auth() });

    await userEvent.click(await screen.findByRole('button', { name: 'Unlink Steam account Hooper' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(GAME_MESSAGES.unlinkFailed);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Hooper')).toBeInTheDocument();
  });

  it('says no account is linked yet and links to /link', async () => {
    mockApi({ 'GET /me': () => me([]) });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: auth() });

    expect(await screen.findByText(GAME_MESSAGES.noGameAccounts)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link a game account' })).toHaveAttribute('href', '/link');
  });
});
