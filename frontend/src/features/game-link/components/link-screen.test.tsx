import { GAME_MESSAGES } from '@shared/game-messages';
import { act, screen, waitFor } from '@testing-library/react';
import { apiFailure, mockApi, noAnswer } from '@/test/api-server';
import { fakeAuth, renderRoute } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { LinkScreen } from './link-screen';

const auth = () => fakeAuth({ status: 'signedIn', user: { userId: 'sub-123', email: 'fan@example.com' } });
const pending = { platform: 'steam', displayName: 'Hooper', expiresAt: '2026-11-24T22:40:00.000Z' } as const;
const account = {
  platform: 'steam',
  playerId: '7656',
  displayName: 'Hooper',
  linkedAt: '2026-11-24T22:31:00.000Z',
  lastDeliveredAt: null,
} as const;

const codeField = () => screen.getByRole('textbox', { name: 'Code' });

describe('/link', () => {
  afterEach(() => vi.useRealTimers());

  it('fills the code in from ?code=, shows the game account, links it and points to the dashboard', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockApi({
      'GET /me/link-requests/{userCode}': () => pending,
      'POST /me/link-requests/{userCode}': async () => {
        await gate;
        return { linked: account };
      },
    });
    renderRoute(<LinkScreen />, { at: '/link?code=BCDF-GHJK', auth: auth() });

    expect(codeField()).toHaveValue('BCDF-GHJK');
    // A code someone sent would link their game account: the page says so before and at the question.
    expect(screen.getByText(GAME_MESSAGES.ownCodeOnly)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(GAME_MESSAGES.linkQuestion)).toBeInTheDocument();
    expect(screen.getByText(GAME_MESSAGES.ownCodeOnly)).toBeInTheDocument();
    expect(screen.getByText('Steam')).toBeInTheDocument();
    expect(screen.getByText('Hooper')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Linking...' })).toBeDisabled();
    release();

    expect(await screen.findByText(GAME_MESSAGES.linked)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(api.callsTo('GET /me/link-requests/{userCode}').map((call) => call.params.userCode)).toEqual(['BCDFGHJK']);
    expect(api.callsTo('POST /me/link-requests/{userCode}').map((call) => [call.params.userCode, call.body])).toEqual([
      ['BCDFGHJK', { decision: 'link' }],
    ]);
  });

  it('takes the code typed without the hyphen in lower case, and says so when the supporter cancels', async () => {
    const api = mockApi({
      'GET /me/link-requests/{userCode}': () => pending,
      'POST /me/link-requests/{userCode}': () => ({ linked: null }),
    });
    renderRoute(<LinkScreen />, { at: '/link', auth: auth() });

    await userEvent.type(codeField(), 'bcdfghjk');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText(GAME_MESSAGES.cancelled)).toBeInTheDocument();
    expect(api.callsTo('POST /me/link-requests/{userCode}').map((call) => call.body)).toEqual([{ decision: 'cancel' }]);
  });

  it('refuses a code in no code shape without asking the store', async () => {
    const api = mockApi({});
    renderRoute(<LinkScreen />, { at: '/link', auth: auth() });

    await userEvent.type(codeField(), 'AB12');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(GAME_MESSAGES.codeFormat)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("shows the store's refusal of a code, and lets the supporter try again after a failure", async () => {
    let answer: () => Response | typeof pending = () => apiFailure(404, GAME_MESSAGES.codeInvalid);
    mockApi({ 'GET /me/link-requests/{userCode}': () => answer() });
    renderRoute(<LinkScreen />, { at: '/link', auth: auth() });

    await userEvent.type(codeField(), 'BCDF-GHJK');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GAME_MESSAGES.codeInvalid);

    answer = () => apiFailure(500, 'Internal Server Error');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(GAME_MESSAGES.linkFailed));

    answer = () => pending;
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(GAME_MESSAGES.linkQuestion)).toBeInTheDocument();
  });

  it('shows a refused link in the copy and keeps the choice open', async () => {
    mockApi({
      'GET /me/link-requests/{userCode}': () => pending,
      'POST /me/link-requests/{userCode}': () => apiFailure(409, GAME_MESSAGES.linkedElsewhere),
    });
    renderRoute(<LinkScreen />, { at: '/link?code=bcdfghjk', auth: auth() });

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(GAME_MESSAGES.linkedElsewhere);
    expect(screen.getByRole('button', { name: 'Link' })).toBeEnabled();
  });

  it('over the limit of codes, says when to try again and holds Continue until then, without a reload', async () => {
    // The wait is the test's clock: its ten minutes pass at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: () => Response | typeof pending = () =>
      apiFailure(429, GAME_MESSAGES.codeRateLimited, { 'retry-after': '600' });
    mockApi({ 'GET /me/link-requests/{userCode}': () => answer() });
    renderRoute(<LinkScreen />, { at: '/link?code=BCDFGHJK', auth: auth() });

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(GAME_MESSAGES.codeRateLimited);
    expect(screen.getByText('Try again in 10 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(screen.queryByText(/^Try again in/)).not.toBeInTheDocument();
    answer = () => pending;
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(GAME_MESSAGES.linkQuestion)).toBeInTheDocument();
  });

  it("says when the day's spent codes can be tried again", async () => {
    mockApi({
      'GET /me/link-requests/{userCode}': () =>
        apiFailure(429, GAME_MESSAGES.codeBudgetSpent, { 'retry-after': String(13 * 3600 + 20 * 60) }),
    });
    renderRoute(<LinkScreen />, { at: '/link?code=BCDFGHJK', auth: auth() });

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(GAME_MESSAGES.codeBudgetSpent);
    expect(screen.getByText('Try again in 14 hours.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('over the limit when deciding, says when to try again and holds Link and Cancel until then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'GET /me/link-requests/{userCode}': () => pending,
      'POST /me/link-requests/{userCode}': () =>
        apiFailure(429, GAME_MESSAGES.codeRateLimited, { 'retry-after': '45' }),
    });
    renderRoute(<LinkScreen />, { at: '/link?code=BCDFGHJK', auth: auth() });

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(GAME_MESSAGES.codeRateLimited);
    expect(screen.getByText('Try again in 45 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(45_000));
    expect(screen.queryByText(/^Try again in/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('holds the button while the code is checked', async () => {
    mockApi({ 'GET /me/link-requests/{userCode}': noAnswer });
    renderRoute(<LinkScreen />, { at: '/link?code=BCDFGHJK', auth: auth() });

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('button', { name: 'Checking...' })).toBeDisabled();
    expect(codeField()).toBeDisabled();
  });
});
