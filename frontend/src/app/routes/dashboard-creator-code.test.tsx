import type { MeResponse } from '@shared/api/types/account';
import { CREATOR_CODE_MESSAGES } from '@shared/creator-codes';
import { getTier, type TierId } from '@shared/tiers';
import { act, screen, waitFor, within } from '@testing-library/react';
import { pendingCheckout } from '@/features/checkout/lib/checkout-tracking';
import { leaveSiteTo } from '@/features/checkout/lib/leave-site';
import { rememberCreatorCode, rememberedCreatorCode } from '@/lib/creator-code/remembered-creator-code';
import { type ApiAnswers, apiFailure, mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { DashboardRoute } from './dashboard';

vi.mock('@/features/checkout/lib/leave-site', () => ({ leaveSiteTo: vi.fn() }));

const me = (tierId: TierId | null): MeResponse => ({
  profile: { userId: 'user-a', email: 'fan@example.com', createdAt: '2026-11-21T12:00:00.000Z' },
  tierId,
  submission: null,
  purchaseCount: tierId ? 1 : 0,
  standingSumCents: tierId ? getTier(tierId).priceCents : 0,
});

const HOOPS10: ApiAnswers['GET /creator-codes/{code}'] = ({ params }) =>
  params.code === 'HOOPS10'
    ? { offer: { code: 'HOOPS10', percentOff: 10 } }
    : apiFailure(400, CREATOR_CODE_MESSAGES.invalid);

function renderDashboard(tierId: TierId | null = null, answers: ApiAnswers = {}) {
  const api = mockApi({
    'GET /me': () => me(tierId),
    'GET /creator-codes/{code}': HOOPS10,
    'POST /checkout': () => ({ url: 'https://checkout.stripe.test/c/pay/cs_1' }),
    ...answers,
  });
  const view = renderRoute(<DashboardRoute />, { at: '/dashboard', auth: signedInAs() });
  return { ...view, api };
}

const card = (tierName: string) => within(screen.getByRole('article', { name: tierName }));

afterEach(() => {
  vi.mocked(leaveSiteTo).mockClear();
  sessionStorage.clear();
  vi.useRealTimers();
});

const tooManyLookups = (retryAfterSeconds: number) =>
  apiFailure(429, CREATOR_CODE_MESSAGES.tooManyLookups, { 'retry-after': String(retryAfterSeconds) });

describe('the dashboard’s creator code', () => {
  it('opens with “Have a creator code?”, applies a code, shows its discount and removes it', async () => {
    const user = userEvent.setup();
    const { api } = renderDashboard();

    const disclosure = await screen.findByRole('button', { name: 'Have a creator code?' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Creator code')).not.toBeInTheDocument();
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByLabelText('Creator code'), 'hoops10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Creator code HOOPS10: 10% off')).toBeInTheDocument();
    expect(api.callsTo('GET /creator-codes/{code}').map((call) => call.params.code)).toEqual(['HOOPS10']);
    expect(rememberedCreatorCode()).toBe('HOOPS10');
    expect(card('Starter').getByText('$30.00')).toBeInTheDocument();
    expect(card('Starter').getByText('$27.00 with HOOPS10')).toBeInTheDocument();
    expect(card('MVP').getByText('$90.00 with HOOPS10')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove' }));

    expect(screen.queryByText('Creator code HOOPS10: 10% off')).not.toBeInTheDocument();
    expect(screen.queryByText('$27.00 with HOOPS10')).not.toBeInTheDocument();
    expect(rememberedCreatorCode()).toBeNull();
    expect(screen.getByRole('button', { name: 'Have a creator code?' })).toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderDashboard();

    const disclosure = await screen.findByRole('button', { name: 'Have a creator code?' });
    disclosure.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByLabelText('Creator code')).toHaveFocus();
    await user.keyboard('HOOPS10{Enter}');

    expect(await screen.findByText('Creator code HOOPS10: 10% off')).toBeInTheDocument();
  });

  it('shows the API’s refusal under the field and keeps nothing', async () => {
    const user = userEvent.setup();
    renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'Have a creator code?' }));
    await user.type(screen.getByLabelText('Creator code'), 'NOPE99');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(CREATOR_CODE_MESSAGES.invalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Creator code')).toHaveAttribute('aria-invalid', 'true');
    expect(rememberedCreatorCode()).toBeNull();
    expect(screen.queryByText(/with NOPE99/)).not.toBeInTheDocument();
  });

  it('refuses a code that cannot exist without asking the API', async () => {
    const user = userEvent.setup();
    const { api } = renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'Have a creator code?' }));
    await user.type(screen.getByLabelText('Creator code'), 'H!');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(CREATOR_CODE_MESSAGES.invalid)).toBeInTheDocument();
    expect(api.callsTo('GET /creator-codes/{code}')).toEqual([]);
  });

  it('holds Apply while the code is checked', async () => {
    const user = userEvent.setup();
    let answer: (value: Response) => void = () => {};
    renderDashboard(null, {
      'GET /creator-codes/{code}': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });

    await user.click(await screen.findByRole('button', { name: 'Have a creator code?' }));
    await user.type(screen.getByLabelText('Creator code'), 'HOOPS10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('button', { name: 'Checking...' })).toBeDisabled();
    answer(apiFailure(400, CREATOR_CODE_MESSAGES.invalid));
    expect(await screen.findByText(CREATOR_CODE_MESSAGES.invalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('checks a code remembered from a link and buys with it', async () => {
    const user = userEvent.setup();
    rememberCreatorCode('HOOPS10');
    const { api } = renderDashboard();

    expect(await screen.findByText('Creator code HOOPS10: 10% off')).toBeInTheDocument();
    await user.click(card('Starter').getByRole('button', { name: 'Select' }));

    await waitFor(() => expect(leaveSiteTo).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    const stored = pendingCheckout();
    expect(api.callsTo('POST /checkout').map((call) => call.body)).toEqual([
      { tierId: 'starter', creatorCode: 'HOOPS10', eventId: stored?.eventId },
    ]);
    expect(stored).toMatchObject({ tierName: 'Starter', priceCents: 2700 });
  });

  it('says a remembered code is not valid and forgets it', async () => {
    rememberCreatorCode('EXPIRED5');
    const { api } = renderDashboard();

    expect(await screen.findByText(CREATOR_CODE_MESSAGES.invalid)).toBeInTheDocument();
    expect(rememberedCreatorCode()).toBeNull();
    expect(api.callsTo('GET /creator-codes/{code}').map((call) => call.params.code)).toEqual(['EXPIRED5']);
    expect(screen.getByRole('button', { name: 'Have a creator code?' })).toBeInTheDocument();
  });

  it('keeps a remembered code it could not check, and says so', async () => {
    rememberCreatorCode('HOOPS10');
    renderDashboard(null, { 'GET /creator-codes/{code}': () => apiFailure(500, 'Internal Server Error') });

    expect(await screen.findByText('We could not check the creator code. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Creator code HOOPS10')).toBeInTheDocument();
    expect(rememberedCreatorCode()).toBe('HOOPS10');
    expect(screen.queryByText(/with HOOPS10/)).not.toBeInTheDocument();
  });

  it('over the limit of code checks, says so and when to try again, and holds Apply until then', async () => {
    // The wait is the test's clock: its five minutes pass at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup();
    let limited = true;
    renderDashboard(null, { 'GET /creator-codes/{code}': (call) => (limited ? tooManyLookups(300) : HOOPS10(call)) });

    await user.click(await screen.findByRole('button', { name: 'Have a creator code?' }));
    await user.type(screen.getByLabelText('Creator code'), 'HOOPS10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(CREATOR_CODE_MESSAGES.tooManyLookups)).toBeInTheDocument();
    expect(screen.getByText('Try again in 5 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(rememberedCreatorCode()).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(screen.queryByText(/^Try again in/)).not.toBeInTheDocument();
    limited = false;
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Creator code HOOPS10: 10% off')).toBeInTheDocument();
  });

  it('keeps a remembered code it may not check yet, and says when to try again', async () => {
    rememberCreatorCode('HOOPS10');
    renderDashboard(null, { 'GET /creator-codes/{code}': () => tooManyLookups(420) });

    expect(await screen.findByText(CREATOR_CODE_MESSAGES.tooManyLookups)).toBeInTheDocument();
    expect(screen.getByText('Try again in 7 minutes.')).toBeInTheDocument();
    expect(screen.getByText('Creator code HOOPS10')).toBeInTheDocument();
    expect(rememberedCreatorCode()).toBe('HOOPS10');
  });

  it('says by the code when checkout refused it for too many code checks, and keeps the code', async () => {
    const user = userEvent.setup();
    rememberCreatorCode('HOOPS10');
    renderDashboard(null, { 'POST /checkout': () => tooManyLookups(240) });

    expect(await screen.findByText('Creator code HOOPS10: 10% off')).toBeInTheDocument();
    await user.click(card('Starter').getByRole('button', { name: 'Select' }));

    const tiers = within(screen.getByRole('region', { name: 'Choose your tier' }));
    expect(await tiers.findByRole('alert')).toHaveTextContent(CREATOR_CODE_MESSAGES.tooManyLookups);
    expect(tiers.getByText('Try again in 4 minutes.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to create checkout session. Please try again.')).not.toBeInTheDocument();
    expect(screen.getByText('Creator code HOOPS10: 10% off')).toBeInTheDocument();
    expect(rememberedCreatorCode()).toBe('HOOPS10');
    expect(leaveSiteTo).not.toHaveBeenCalled();
  });

  it('sends no code when none is applied', async () => {
    const user = userEvent.setup();
    const { api } = renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'Have a creator code?' }));
    await user.click(card('Starter').getByRole('button', { name: 'Select' }));

    await waitFor(() => expect(api.callsTo('POST /checkout')).toHaveLength(1));
    expect(api.callsTo('POST /checkout')[0]?.body).not.toHaveProperty('creatorCode');
  });

  it('shows a code refused at checkout by the purchase buttons and clears it', async () => {
    const user = userEvent.setup();
    rememberCreatorCode('HOOPS10');
    renderDashboard(null, { 'POST /checkout': () => apiFailure(400, CREATOR_CODE_MESSAGES.invalid) });

    expect(await screen.findByText('Creator code HOOPS10: 10% off')).toBeInTheDocument();
    await user.click(card('Starter').getByRole('button', { name: 'Select' }));

    const tiers = within(screen.getByRole('region', { name: 'Choose your tier' }));
    expect(await tiers.findByRole('alert')).toHaveTextContent(CREATOR_CODE_MESSAGES.invalid);
    expect(screen.queryByText('Creator code HOOPS10: 10% off')).not.toBeInTheDocument();
    expect(screen.queryByText('$27.00 with HOOPS10')).not.toBeInTheDocument();
    expect(rememberedCreatorCode()).toBeNull();
    expect(leaveSiteTo).not.toHaveBeenCalled();
    expect(card('Starter').getByRole('button', { name: 'Select' })).toBeEnabled();
  });

  it('prices an upgrade’s difference with the code, on the button too', async () => {
    rememberCreatorCode('HOOPS10');
    renderDashboard('starter');

    const upgrades = within(await screen.findByRole('region', { name: 'Upgrade your tier' }));
    expect(await upgrades.findByText('Creator code HOOPS10: 10% off')).toBeInTheDocument();
    const mvp = within(upgrades.getByRole('article', { name: 'MVP' }));
    expect(mvp.getByText('$63.00 with HOOPS10')).toBeInTheDocument();
    expect(mvp.getByRole('button', { name: 'Upgrade for $63.00' })).toBeInTheDocument();
    expect(mvp.queryByRole('button', { name: 'Upgrade for $70.00' })).not.toBeInTheDocument();
  });

  it('charges what the upgrade button says and says truly what the code changes', async () => {
    const user = userEvent.setup();
    rememberCreatorCode('HOOPS10');
    const { api } = renderDashboard('rookie');

    const upgrades = within(await screen.findByRole('region', { name: 'Upgrade your tier' }));
    expect(await upgrades.findByText('Creator code HOOPS10: 10% off')).toBeInTheDocument();
    expect(
      upgrades.getByText(
        'With HOOPS10 you pay the difference less 10%: your purchases count their full price, $15.00, toward an upgrade.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/what you have paid so far counts/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Upgrade Tier/ })).toHaveTextContent('Pay the difference less 10%');

    const starter = within(upgrades.getByRole('article', { name: 'Starter' }));
    expect(starter.getByText('$13.50 with HOOPS10')).toBeInTheDocument();
    await user.click(starter.getByRole('button', { name: 'Upgrade for $13.50' }));

    await waitFor(() => expect(leaveSiteTo).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    const stored = pendingCheckout();
    expect(api.callsTo('POST /checkout').map((call) => call.body)).toEqual([
      { tierId: 'starter', creatorCode: 'HOOPS10', eventId: stored?.eventId },
    ]);
    expect(stored).toMatchObject({ tierName: 'Starter', priceCents: 1350 });
  });
});
