import type { MeResponse } from '@shared/api/types/account';
import { getTier } from '@shared/tiers';
import { act, screen, waitFor } from '@testing-library/react';
import { leaveSiteTo } from '@/features/checkout/lib/leave-site';
import { apiFailure, mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { DashboardRoute } from './dashboard';

vi.mock('@/features/checkout/lib/leave-site', () => ({ leaveSiteTo: vi.fn() }));

const RETRYING = "Lots of people are joining right now. We're trying again…";
const STRIPE_URL = 'https://checkout.stripe.test/c/pay/cs_1';
const allStar: MeResponse = {
  profile: { userId: 'user-a', email: 'fan@example.com', createdAt: '2026-11-21T12:00:00.000Z' },
  tierId: 'all-star',
  submission: null,
  purchaseCount: 1,
  standingSumCents: getTier('all-star').priceCents,
};
/** API Gateway's throttle, as it answers. */
const gatewayThrottle = (headers: Record<string, string> = {}) => apiFailure(429, 'Too Many Requests', headers);
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** The waits of a call throttled throughout (1 + 2 + 4 + 8 + 16 + 20 × 4 s): the tenth try is the last. */
const ALL_RETRIES_MS = 111_000;

/** The dashboard of an All-Star owner who chose MVP on a tier card: its checkout starts at once. */
function renderUpgradeToMvp(answers: Response[]) {
  const api = mockApi({
    'GET /me': () => allStar,
    'POST /checkout': () => answers.shift() ?? { url: STRIPE_URL },
  });
  renderRoute(<DashboardRoute />, {
    at: { pathname: '/dashboard', state: { selectedTier: 'mvp' } },
    auth: signedInAs(),
  });
  return api;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // Each backoff wait is then its full ceiling: 1 s, 2 s, 4 s… up to 20 s.
  vi.spyOn(Math, 'random').mockReturnValue(1);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(leaveSiteTo).mockClear();
  sessionStorage.clear();
});

describe('starting checkout while the API is throttled', () => {
  it('says it is trying again, holds the tier buttons, waits out the Retry-After and goes on to Stripe', async () => {
    const api = renderUpgradeToMvp([gatewayThrottle({ 'retry-after': '5' })]);

    const line = await screen.findByText(RETRYING);
    expect(line.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Upgrade for $25.00' })).toBeDisabled();
    expect(api.callsTo('POST /checkout')).toHaveLength(1);
    // The backoff alone would have tried again after 1 s.
    await pass(4000);
    expect(api.callsTo('POST /checkout')).toHaveLength(1);
    await pass(1000);

    await waitFor(() => expect(leaveSiteTo).toHaveBeenCalledWith(STRIPE_URL));
    expect(api.callsTo('POST /checkout')).toHaveLength(2);
    expect(screen.queryByText('Failed to create checkout session. Please try again.')).not.toBeInTheDocument();
  });

  it("says 'Failed to create checkout session. Please try again.' after two minutes of 503s, and starts again from the keyboard", async () => {
    const unavailable = Array.from({ length: 10 }, () => apiFailure(503, 'Service Unavailable'));
    const api = renderUpgradeToMvp(unavailable);
    expect(await screen.findByText(RETRYING)).toBeInTheDocument();
    await pass(ALL_RETRIES_MS);

    expect(await screen.findByText('Failed to create checkout session. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(RETRYING)).not.toBeInTheDocument();
    expect(api.callsTo('POST /checkout')).toHaveLength(10);
    expect(leaveSiteTo).not.toHaveBeenCalled();

    const upgrade = screen.getByRole('button', { name: 'Upgrade for $25.00' });
    expect(upgrade).toBeEnabled();
    upgrade.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(leaveSiteTo).toHaveBeenCalledWith(STRIPE_URL));
    expect(api.callsTo('POST /checkout')).toHaveLength(11);
  });
});
