import { CREATOR_CODE_MESSAGES } from '@shared/creator-codes';
import { screen, waitFor } from '@testing-library/react';
import { rememberCreatorCode, rememberedCreatorCode } from '@/lib/creator-code/remembered-creator-code';
import { type ApiAnswers, apiFailure, mockApi, noAnswer } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { leaveSiteTo } from '../lib/leave-site';
import { GiftScreen } from './gift-screen';

vi.mock('../lib/leave-site', () => ({ leaveSiteTo: vi.fn() }));

const STRIPE_URL = 'https://checkout.stripe.test/c/pay/cs_gift';

const HOOPS10: ApiAnswers['GET /creator-codes/{code}'] = ({ params }) =>
  params.code === 'HOOPS10'
    ? { offer: { code: 'HOOPS10', percentOff: 10 } }
    : apiFailure(400, CREATOR_CODE_MESSAGES.invalid);

function renderGift(answers: ApiAnswers = {}) {
  const api = mockApi({
    'GET /creator-codes/{code}': HOOPS10,
    'POST /checkout': () => ({ url: STRIPE_URL }),
    ...answers,
  });
  renderRoute(<GiftScreen />, { at: '/gift?tier=mvp', auth: signedInAs('fan@example.com') });
  return api;
}

const GIFT = { email: 'friend@example.com', showSender: true };
const price = () => screen.getByText(/You pay/);
const continueButton = () => screen.getByRole('button', { name: 'Continue to payment' });

async function sendGift(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Their email address'), GIFT.email);
  await user.click(continueButton());
}

afterEach(() => {
  vi.mocked(leaveSiteTo).mockClear();
  sessionStorage.clear();
});

describe('/gift with a creator code', () => {
  it('applies a typed code, shows its discount and what the gift then costs, and sends it with the gift', async () => {
    const user = userEvent.setup();
    const api = renderGift();

    await user.click(screen.getByRole('button', { name: 'Have a creator code?' }));
    await user.type(screen.getByLabelText('Creator code'), 'hoops10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Creator code HOOPS10: 10% off')).toBeInTheDocument();
    expect(price()).toHaveTextContent(
      'You pay $90.00, the full price of D1 Gang MVP less 10% with creator code HOOPS10.',
    );
    await sendGift(user);

    await waitFor(() => expect(leaveSiteTo).toHaveBeenCalledWith(STRIPE_URL));
    expect(api.callsTo('POST /checkout').map((call) => call.body)).toEqual([
      { tierId: 'mvp', creatorCode: 'HOOPS10', gift: GIFT },
    ]);
  });

  it('applies from the keyboard without sending the gift', async () => {
    const user = userEvent.setup();
    const api = renderGift();

    screen.getByRole('button', { name: 'Have a creator code?' }).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByLabelText('Creator code')).toHaveFocus();
    await user.keyboard('HOOPS10{Enter}');

    expect(await screen.findByText('Creator code HOOPS10: 10% off')).toBeInTheDocument();
    expect(api.callsTo('POST /checkout')).toEqual([]);
  });

  it('applies the code a creator’s link left, and sends it with the gift', async () => {
    rememberCreatorCode('HOOPS10');
    const api = renderGift();

    expect(await screen.findByText('Creator code HOOPS10: 10% off')).toBeInTheDocument();
    expect(price()).toHaveTextContent('You pay $90.00');
    await sendGift();

    await waitFor(() => expect(leaveSiteTo).toHaveBeenCalledWith(STRIPE_URL));
    expect(api.callsTo('GET /creator-codes/{code}').map((call) => call.params.code)).toEqual(['HOOPS10']);
    expect(api.callsTo('POST /checkout').map((call) => call.body)).toEqual([
      { tierId: 'mvp', creatorCode: 'HOOPS10', gift: GIFT },
    ]);
  });

  it('refuses an unknown code under the field, as the purchase does, and sends the gift at full price', async () => {
    const user = userEvent.setup();
    const api = renderGift();

    await user.click(screen.getByRole('button', { name: 'Have a creator code?' }));
    await user.type(screen.getByLabelText('Creator code'), 'NOPE99');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(CREATOR_CODE_MESSAGES.invalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Creator code')).toHaveAttribute('aria-invalid', 'true');
    expect(price()).toHaveTextContent('You pay $100.00, the full price of D1 Gang MVP.');
    await sendGift(user);

    await waitFor(() => expect(leaveSiteTo).toHaveBeenCalled());
    expect(api.callsTo('POST /checkout').map((call) => call.body)).toEqual([{ tierId: 'mvp', gift: GIFT }]);
  });

  it('says why and forgets a remembered code that is no longer valid', async () => {
    rememberCreatorCode('EXPIRED5');
    renderGift();

    expect(await screen.findByRole('alert')).toHaveTextContent(CREATOR_CODE_MESSAGES.invalid);
    expect(rememberedCreatorCode()).toBeNull();
    expect(screen.getByRole('button', { name: 'Have a creator code?' })).toBeInTheDocument();
  });

  it('says why by the code when checkout refuses it, forgets it, and lets the gift go again', async () => {
    rememberCreatorCode('HOOPS10');
    renderGift({ 'POST /checkout': () => apiFailure(400, CREATOR_CODE_MESSAGES.invalid) });

    await screen.findByText('Creator code HOOPS10: 10% off');
    await sendGift();

    expect(await screen.findByRole('alert')).toHaveTextContent(CREATOR_CODE_MESSAGES.invalid);
    expect(rememberedCreatorCode()).toBeNull();
    expect(screen.getByLabelText('Their email address')).not.toHaveAttribute('aria-invalid');
    expect(continueButton()).toBeEnabled();
    expect(leaveSiteTo).not.toHaveBeenCalled();
  });

  it('keeps the code when checkout checked too many codes, and says when to try again', async () => {
    rememberCreatorCode('HOOPS10');
    renderGift({
      'POST /checkout': () => apiFailure(429, CREATOR_CODE_MESSAGES.tooManyLookups, { 'retry-after': '300' }),
    });

    await screen.findByText('Creator code HOOPS10: 10% off');
    await sendGift();

    expect(await screen.findByRole('alert')).toHaveTextContent(CREATOR_CODE_MESSAGES.tooManyLookups);
    expect(screen.getByText('Try again in 5 minutes.')).toBeInTheDocument();
    expect(rememberedCreatorCode()).toBe('HOOPS10');
  });

  it('holds the code’s buttons while the checkout starts', async () => {
    rememberCreatorCode('HOOPS10');
    renderGift({ 'POST /checkout': noAnswer });

    await screen.findByText('Creator code HOOPS10: 10% off');
    await sendGift();

    expect(await screen.findByRole('button', { name: 'Starting checkout...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
  });
});
