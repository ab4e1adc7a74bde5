import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { GIFT_MESSAGE_MAX, GIFT_MESSAGES } from '@shared/gifts';
import { screen, waitFor } from '@testing-library/react';
import { apiFailure, mockApi, noAnswer } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { leaveSiteTo } from '../lib/leave-site';
import { GiftScreen } from './gift-screen';

vi.mock('../lib/leave-site', () => ({ leaveSiteTo: vi.fn() }));

const STRIPE_URL = 'https://checkout.stripe.test/c/pay/cs_gift';

function renderGift(
  at = '/gift?tier=mvp',
  answer: () => Response | { url: string } | Promise<never> = () => ({
    url: STRIPE_URL,
  }),
) {
  const api = mockApi({ 'POST /checkout': answer });
  renderRoute(<GiftScreen />, { at, auth: signedInAs('fan@example.com') });
  return api;
}

const emailField = () => screen.getByLabelText('Their email address');
const messageField = () => screen.getByLabelText('Message (optional)');
const continueButton = () => screen.getByRole('button', { name: 'Continue to payment' });

afterEach(() => vi.mocked(leaveSiteTo).mockClear());

describe('/gift', () => {
  it('opens on the tier the card chose, priced at its full price, and says what the gift does', () => {
    renderGift('/gift?tier=mvp');

    expect(screen.getByRole('heading', { level: 1, name: 'Gift a Package' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /MVP/ })).toBeChecked();
    expect(screen.getByText(/You pay/)).toHaveTextContent('You pay $100.00, the full price of D1 Gang MVP.');
    expect(screen.getByText('They have 30 days to claim it; after that it is refunded to you.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: "Tell them it's from me" })).toBeChecked();
    expect(screen.getByText(/They see your email address, fan@example.com, as the sender/)).toBeInTheDocument();
  });

  it('starts on the first tier without a known one, and prices the tier chosen next', async () => {
    renderGift('/gift?tier=nope');

    expect(screen.getByRole('radio', { name: /Bench Player/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Starter/ }));
    expect(screen.getByText(/You pay/)).toHaveTextContent('You pay $30.00, the full price of D1 Gang Starter.');
  });

  it("counts the message's characters as they are typed", async () => {
    renderGift();

    expect(screen.getByText(`0/${GIFT_MESSAGE_MAX} characters`)).toBeInTheDocument();
    await userEvent.type(messageField(), 'Enjoy');
    expect(screen.getByText(`5/${GIFT_MESSAGE_MAX} characters`)).toBeInTheDocument();
  });

  it.each([
    ['', GIFT_MESSAGES.emailRequired],
    ['not-an-address', GIFT_MESSAGES.emailInvalid],
    ['Fan@Example.com', GIFT_MESSAGES.toYourself],
  ])('refuses the address %j with the server’s words, sending nothing', async (typed, message) => {
    const api = renderGift();

    if (typed) await userEvent.type(emailField(), typed);
    await userEvent.click(continueButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });

  it('refuses a message over the limit with the server’s words', async () => {
    const api = renderGift();

    await userEvent.type(emailField(), 'friend@example.com');
    const user = userEvent.setup();
    await user.click(messageField());
    await user.paste('a'.repeat(GIFT_MESSAGE_MAX + 1));
    await userEvent.click(continueButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(GIFT_MESSAGES.messageTooLong);
    expect(messageField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });

  it('sends the tier and the gift to checkout once, then leaves for Stripe', async () => {
    const api = renderGift('/gift?tier=starter');

    await userEvent.type(emailField(), '  friend@example.com ');
    await userEvent.type(messageField(), ' Enjoy the game! ');
    await userEvent.click(screen.getByRole('checkbox', { name: "Tell them it's from me" }));
    await userEvent.setup().dblClick(continueButton());

    await waitFor(() => expect(leaveSiteTo).toHaveBeenCalledWith(STRIPE_URL));
    expect(api.callsTo('POST /checkout').map((call) => call.body)).toEqual([
      { tierId: 'starter', gift: { email: 'friend@example.com', message: 'Enjoy the game!', showSender: false } },
    ]);
    expect(await screen.findByText(CHECKOUT_MESSAGES.redirecting)).toBeInTheDocument();
  });

  it('holds the button while the checkout starts', async () => {
    renderGift('/gift?tier=mvp', noAnswer);

    await userEvent.type(emailField(), 'friend@example.com');
    await userEvent.click(continueButton());

    expect(await screen.findByRole('button', { name: 'Starting checkout...' })).toBeDisabled();
    expect(emailField()).toBeDisabled();
  });

  it.each([
    [409, GIFT_MESSAGES.recipientOwnsTier, 'Their email address'],
    [400, GIFT_MESSAGES.toYourself, 'Their email address'],
    [400, GIFT_MESSAGES.messageNotAllowed, 'Message (optional)'],
  ])('shows the server’s %i "%s" under its field, and lets the supporter fix it', async (status, message, field) => {
    renderGift('/gift?tier=mvp', () => apiFailure(status, message));

    await userEvent.type(emailField(), 'friend@example.com');
    await userEvent.click(continueButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(continueButton()).toBeEnabled();
    expect(leaveSiteTo).not.toHaveBeenCalled();
  });

  it('says why when gift checkouts are refused for a while (429), above the button', async () => {
    renderGift('/gift?tier=mvp', () =>
      apiFailure(429, 'Too many requests. Please try again in a few minutes.', { 'Retry-After': '3600' }),
    );

    await userEvent.type(emailField(), 'friend@example.com');
    await userEvent.click(continueButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in a few minutes.');
    expect(emailField()).not.toHaveAttribute('aria-invalid');
  });

  it('says a checkout failed for any other answer, and lets the supporter try again', async () => {
    renderGift('/gift?tier=mvp', () => apiFailure(500, 'Internal server error'));

    await userEvent.type(emailField(), 'friend@example.com');
    await userEvent.click(continueButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(CHECKOUT_MESSAGES.failed);
    expect(continueButton()).toBeEnabled();
  });
});
