import type { GiftClaimResponse, GiftView } from '@shared/api/types/gifts';
import { GIFT_MESSAGES } from '@shared/gifts';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { apiFailure, mockApi, noAnswer } from '@/test/api-server';
import { fakeAuth, renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { GiftClaimScreen } from './gift-claim-screen';

const GIFT_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const AT = `/gifts/${GIFT_ID}`;

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}
const routes = [{ path: '/auth', element: <Where /> }];

const aGift = (overrides: Partial<GiftView> = {}): GiftView => ({
  giftId: GIFT_ID,
  tierId: 'mvp',
  tierName: 'MVP',
  from: 'buyer@example.com',
  message: 'Enjoy the game!\nSee you on court.',
  status: 'unclaimed',
  claimedByYou: false,
  ...overrides,
});

type ClaimAnswer = () => GiftClaimResponse | Response | Promise<never>;

function renderClaim(gift: () => GiftView | Response | Promise<never>, claim: ClaimAnswer = noAnswer) {
  const api = mockApi({ 'GET /gifts/{giftId}': gift, 'POST /gifts/{giftId}/claim': claim });
  const auth = signedInAs('friend@example.com');
  const view = renderRoute(<GiftClaimScreen />, { at: AT, path: '/gifts/:giftId', auth, routes });
  return { ...view, api, auth };
}

const claimButton = () => screen.getByRole('button', { name: 'Claim gift' });

describe('/gifts/:giftId', () => {
  describe('signed out', () => {
    it('explains the gift and offers Sign in and Create account, both coming back here', () => {
      const api = mockApi({});
      renderRoute(<GiftClaimScreen />, { at: AT, path: '/gifts/:giftId', auth: fakeAuth() });

      expect(screen.getByRole('heading', { level: 1, name: 'You have a gift' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'Someone gave you a D1 Gang package. Sign in, or create an account, with the email address the gift was sent to, and it is yours.',
        ),
      ).toBeInTheDocument();
      const next = encodeURIComponent(AT);
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/auth?next=${next}`);
      expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
        'href',
        `/auth?mode=signup&next=${next}`,
      );
      expect(api.calls).toEqual([]);
    });
  });

  describe('signed in', () => {
    it('says it is loading, then shows the tier, who sent it and the message', async () => {
      const { api } = renderClaim(() => aGift());

      expect(screen.getByRole('status')).toHaveTextContent('Loading your gift...');
      expect(await screen.findByRole('heading', { level: 1, name: 'You have a gift' })).toBeInTheDocument();
      expect(screen.getByText('D1 Gang MVP')).toBeInTheDocument();
      expect(screen.getByText('From buyer@example.com')).toBeInTheDocument();
      expect(screen.getByText(/Enjoy the game!/)).toHaveTextContent('Enjoy the game! See you on court.');
      expect(claimButton()).toBeEnabled();
      expect(api.callsTo('GET /gifts/{giftId}').map((call) => call.params)).toEqual([{ giftId: GIFT_ID }]);
    });

    it('says "Someone" for a gift whose sender chose not to be named, and shows no empty message', async () => {
      renderClaim(() => aGift({ from: null, message: null }));

      expect(await screen.findByText('From Someone')).toBeInTheDocument();
      expect(screen.queryByRole('blockquote')).not.toBeInTheDocument();
    });

    it('claims once, however often Claim is pressed, and says the tier is theirs with the way on', async () => {
      const { api } = renderClaim(
        () => aGift(),
        () => ({ outcome: 'claimed', tierName: 'MVP' }),
      );

      await userEvent.setup().dblClick(await screen.findByRole('button', { name: 'Claim gift' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'D1 Gang MVP is yours' })).toBeInTheDocument();
      expect(api.callsTo('POST /gifts/{giftId}/claim')).toHaveLength(1);
      expect(screen.getByRole('link', { name: 'Complete Tier Setup' })).toHaveAttribute('href', '/tier-submission');
      expect(screen.getByRole('link', { name: 'Link a Game Account' })).toHaveAttribute('href', '/link');
    });

    it('holds the Claim button while the claim is sent', async () => {
      renderClaim(() => aGift(), noAnswer);

      await userEvent.click(await screen.findByRole('button', { name: 'Claim gift' }));

      expect(await screen.findByRole('button', { name: 'Claiming...' })).toBeDisabled();
    });

    it('says what was refunded to the sender when the gift went beyond the highest tier', async () => {
      renderClaim(
        () => aGift(),
        () => ({ outcome: 'overpaid', tierName: 'MVP', refundCents: 2500 }),
      );

      await userEvent.click(await screen.findByRole('button', { name: 'Claim gift' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'D1 Gang MVP is yours' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'With what you already owned, the gift went beyond the price of the highest tier, so $25.00 of it was refunded to the sender.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Complete Tier Setup' })).toBeInTheDocument();
    });

    it('says the gift was refunded to the sender when the tier or a higher one was already owned', async () => {
      renderClaim(
        () => aGift(),
        () => ({ outcome: 'already_owned', tierName: 'MVP' }),
      );

      await userEvent.click(await screen.findByRole('button', { name: 'Claim gift' }));

      expect(
        await screen.findByText('You already own MVP or higher, so the gift was refunded to the sender.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Complete Tier Setup' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    });

    it('shows a claim the caller already made as claimed, with the way on', async () => {
      const { api } = renderClaim(() => aGift({ status: 'claimed', claimedByYou: true }));

      expect(await screen.findByRole('heading', { level: 1, name: 'D1 Gang MVP is yours' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Link a Game Account' })).toBeInTheDocument();
      expect(api.callsTo('POST /gifts/{giftId}/claim')).toEqual([]);
    });

    it.each([
      ['claimed by someone else', aGift({ status: 'claimed' }), GIFT_MESSAGES.alreadyClaimed],
      ['cancelled', aGift({ status: 'cancelled' }), GIFT_MESSAGES.cancelled],
      ['refunded', aGift({ status: 'refunded' }), GIFT_MESSAGES.cancelled],
    ])('says there is nothing to claim for a gift %s', async (_case, gift, message) => {
      renderClaim(() => gift);

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Claim gift' })).not.toBeInTheDocument();
    });

    it.each([
      [404, GIFT_MESSAGES.notFound],
      [409, GIFT_MESSAGES.alreadyClaimed],
      [410, GIFT_MESSAGES.cancelled],
    ])("shows the gift's %i with its message", async (status, message) => {
      renderClaim(() => apiFailure(status, message));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('button', { name: 'Sign out and switch account' })).not.toBeInTheDocument();
    });

    it('for a gift sent to another address, says so and signs out to sign in with the right one', async () => {
      const { auth, router } = renderClaim(() => apiFailure(403, GIFT_MESSAGES.otherEmail));

      expect(await screen.findByRole('alert')).toHaveTextContent(GIFT_MESSAGES.otherEmail);
      await userEvent.click(screen.getByRole('button', { name: 'Sign out and switch account' }));

      expect(auth.signOut).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
      // The router's state moves before the sign-in route has rendered: wait for the page, as a person does.
      expect(await screen.findByTestId('where')).toHaveTextContent(`/auth?next=${encodeURIComponent(AT)}`);
    });

    it.each([
      [403, GIFT_MESSAGES.otherEmail],
      [409, GIFT_MESSAGES.alreadyClaimed],
      [410, GIFT_MESSAGES.cancelled],
    ])("shows the claim's %i with its message", async (status, message) => {
      renderClaim(
        () => aGift(),
        () => apiFailure(status, message),
      );

      await userEvent.click(await screen.findByRole('button', { name: 'Claim gift' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    });

    it('offers another try when the gift could not be loaded', async () => {
      let answers = 0;
      renderClaim(() => (answers++ === 0 ? apiFailure(500, 'Internal server error') : aGift()));

      expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your gift.');
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

      expect(await screen.findByRole('button', { name: 'Claim gift' })).toBeInTheDocument();
    });
  });
});
