import { act, screen, waitFor } from '@testing-library/react';
import { apiFailure, mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { PaymentSuccessScreen } from './payment-success-screen';

const RETRYING = "Lots of people are joining right now. We're trying again…";
const VERIFIED = { success: true, outcome: 'granted', tierName: 'MVP', tierPrice: 10000 } as const;
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** The waits of a call throttled throughout (1 + 2 + 4 + 8 + 16 + 20 × 4 s): the tenth try is the last. */
const ALL_RETRIES_MS = 111_000;

/** Stripe's return page, its verify call answered by `answers` in turn, then verified. */
function renderReturn(answers: Response[]) {
  const api = mockApi({
    'POST /checkout/verify': () => answers.shift() ?? VERIFIED,
    'GET /me': () => ({ profile: null, tierId: 'mvp', submission: null, purchaseCount: 1, standingSumCents: 10000 }),
  });
  renderRoute(<PaymentSuccessScreen />, { at: '/payment-success?session_id=cs_test_1', auth: signedInAs() });
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
});

describe('/payment-success while the API is throttled', () => {
  it('says it is trying again in place of "Verifying your payment...", then shows the payment verified', async () => {
    const api = renderReturn([apiFailure(429, 'Too Many Requests'), apiFailure(503, 'Service Unavailable')]);

    const line = await screen.findByText(RETRYING);
    expect(line.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText('Verifying your payment...')).not.toBeInTheDocument();
    await pass(1000 + 2000);

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(api.callsTo('POST /checkout/verify')).toHaveLength(3);
    expect(screen.queryByText(RETRYING)).not.toBeInTheDocument();
  });

  it("says 'Failed to verify payment' after two minutes of throttles, and checks again from the keyboard", async () => {
    const api = renderReturn(Array.from({ length: 10 }, () => apiFailure(429, 'Too Many Requests')));
    expect(await screen.findByText(RETRYING)).toBeInTheDocument();
    await pass(ALL_RETRIES_MS);

    expect(await screen.findByText('Failed to verify payment')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Check Failed' })).toBeInTheDocument();
    expect(api.callsTo('POST /checkout/verify')).toHaveLength(10);

    const again = screen.getByRole('button', { name: 'Check again' });
    again.focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    const calls = api.callsTo('POST /checkout/verify');
    expect(calls).toHaveLength(11);
    expect(calls[10]?.body).toEqual(calls[0]?.body);
  });

  it('offers the check again after any failure of the verify call, not only a throttle', async () => {
    const api = renderReturn([apiFailure(502, 'Failed to verify payment')]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Check Failed' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /checkout/verify')).toHaveLength(2));
  });
});
