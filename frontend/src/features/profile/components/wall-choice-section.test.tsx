import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import type { MeResponse, TierSubmission } from '@shared/api/types/account';
import { WALL_MESSAGES } from '@shared/wall-messages';
import { screen, waitFor } from '@testing-library/react';
import { apiFailure, mockApi } from '@/test/api-server';
import { fakeAuth, renderRoute } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { ProfileScreen } from './profile-screen';

const auth = () => fakeAuth({ status: 'signedIn', user: { userId: 'sub-123', email: 'fan@example.com' } });

const setup: TierSubmission = {
  tierId: 'baller',
  tierName: 'Baller',
  nickname: 'Locked Nick',
  jerseyBackName: null,
  submittedAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const me = (overrides: Partial<MeResponse> = {}): MeResponse => ({
  profile: { userId: 'sub-123', email: 'fan@example.com', createdAt: '2026-11-01T00:00:00.000Z' },
  tierId: 'baller',
  submission: setup,
  purchaseCount: 1,
  standingSumCents: 5000,
  wall: { showOnWall: false, hidden: false, spot: null },
  ...overrides,
});

describe('/profile gym wall section', () => {
  it('turns the nickname on the wall on, disabled while saving, and confirms', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let shown = false;
    const api = mockApi({
      'GET /me': () => me({ wall: { showOnWall: shown, hidden: false, spot: null } }),
      'PATCH /me/wall': async ({ body }) => {
        await gate;
        shown = body?.showOnWall ?? false;
        return { showOnWall: shown, hidden: false };
      },
    });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: auth() });

    const box = await screen.findByRole('checkbox', { name: WALL_MESSAGES.showOnWallLabel });
    expect(box).not.toBeChecked();
    expect(screen.getByText('Locked Nick')).toBeInTheDocument();
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeDisabled());
    expect(box).toBeChecked();
    release();

    expect(await screen.findByText(WALL_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    expect(api.callsTo('PATCH /me/wall').map((call) => call.body)).toEqual([{ showOnWall: true }]);
  });

  it('says so when the choice cannot be saved, and keeps the old one', async () => {
    mockApi({ 'GET /me': () => me(), 'PATCH /me/wall': () => apiFailure(500, 'Internal Server Error') });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: auth() });

    const box = await screen.findByRole('checkbox', { name: WALL_MESSAGES.showOnWallLabel });
    await userEvent.click(box);

    expect(await screen.findByText(WALL_MESSAGES.saveFailed)).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it('asks for the tier setup first, and tells a hidden supporter why they are not on the wall', async () => {
    mockApi({ 'GET /me': () => me({ submission: null, wall: { showOnWall: true, hidden: true, spot: null } }) });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: auth() });

    expect(await screen.findByText(ACCOUNT_MESSAGES.wallNeedsSetup)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your tier setup' })).toHaveAttribute('href', '/tier-submission');
    expect(screen.queryByRole('checkbox', { name: WALL_MESSAGES.showOnWallLabel })).not.toBeInTheDocument();
    expect(screen.getByText(WALL_MESSAGES.hiddenByAdmin)).toBeInTheDocument();
  });

  it('is not offered without a tier', async () => {
    mockApi({ 'GET /me': () => me({ tierId: null, submission: null }) });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: auth() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gym Wall' })).not.toBeInTheDocument();
  });
});
