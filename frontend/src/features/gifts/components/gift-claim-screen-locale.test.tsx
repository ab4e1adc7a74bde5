import type { GiftClaimResponse, GiftView } from '@shared/api/types/gifts';
import { screen } from '@testing-library/react';
import { setPageLocale } from '@/lib/locale';
import { apiFailure, mockApi, noAnswer } from '@/test/api-server';
import { fakeAuth, renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { GiftClaimScreen } from './gift-claim-screen';

const GIFT_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const AT = `/gifts/${GIFT_ID}`;

const aGift = (overrides: Partial<GiftView> = {}): GiftView => ({
  giftId: GIFT_ID,
  tierId: 'mvp',
  tierName: 'MVP',
  from: 'buyer@example.com',
  message: '¡Disfruta el juego!',
  status: 'unclaimed',
  claimedByYou: false,
  ...overrides,
});

function renderClaim(
  gift: () => GiftView | Response | Promise<never>,
  claim: () => GiftClaimResponse | Response | Promise<never> = noAnswer,
) {
  mockApi({ 'GET /gifts/{giftId}': gift, 'POST /gifts/{giftId}/claim': claim });
  renderRoute(<GiftClaimScreen />, { at: AT, path: '/gifts/:giftId', auth: signedInAs('friend@example.com') });
}

/** The English a translated page must no longer show. */
function expectNoEnglish(...english: string[]) {
  for (const text of english) expect(screen.queryByText(text)).not.toBeInTheDocument();
}

afterEach(() => setPageLocale('/'));

describe('/gifts/:giftId in Spanish', () => {
  it('signed out, explains the gift and offers to sign in or sign up in Spanish', () => {
    setPageLocale(`/es${AT}`);
    mockApi({});
    renderRoute(<GiftClaimScreen />, { at: AT, path: '/gifts/:giftId', auth: fakeAuth() });

    expect(screen.getByRole('heading', { level: 1, name: 'Tienes un regalo' })).toBeInTheDocument();
    expect(screen.getByText(/^Alguien te regaló un paquete de D1 Gang/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear cuenta' })).toBeInTheDocument();
    expectNoEnglish('You have a gift', 'Sign in', 'Create account');
  });

  it('says it is loading, then shows the gift, its sender and Claim in Spanish', async () => {
    setPageLocale(`/es${AT}`);
    renderClaim(() => aGift({ from: null }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Tienes un regalo' })).toBeInTheDocument();
    expect(screen.getByText('De alguien')).toBeInTheDocument();
    expect(screen.getByText(/^Reclámalo y el paquete es tuyo/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reclamar regalo' }));
    expect(await screen.findByRole('button', { name: 'Reclamando...' })).toBeDisabled();
    expectNoEnglish('From Someone', 'Claim gift', 'Claiming...');
  });

  it('says what the claim came to, and what was refunded, in Spanish figures', async () => {
    setPageLocale(`/es${AT}`);
    renderClaim(
      () => aGift(),
      () => ({ outcome: 'overpaid', tierName: 'MVP', refundCents: 2500 }),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Reclamar regalo' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'D1 Gang MVP es tuyo' })).toBeInTheDocument();
    expect(screen.getByText('Reclamaste tu regalo.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Con lo que ya tenías, el regalo superó el precio del nivel más alto, así que se reembolsaron 25,00 US$ a quien lo envió.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Completar la configuración del nivel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vincular una cuenta del juego' })).toHaveAttribute('href', '/link');
    expect(screen.getByRole('link', { name: 'Ir al panel' })).toHaveAttribute('href', '/dashboard');
    expectNoEnglish('D1 Gang MVP is yours', 'Complete Tier Setup', 'Link a Game Account');
  });

  it('says in Spanish that the gift could not be loaded', async () => {
    setPageLocale(`/es${AT}`);
    renderClaim(() => apiFailure(500, 'Internal server error'));

    expect(await screen.findByText('No pudimos cargar tu regalo.')).toBeInTheDocument();
    expectNoEnglish('We could not load your gift.');
  });

  it('offers to switch account in Spanish for a gift sent to another address', async () => {
    setPageLocale(`/es${AT}`);
    // The API answers in the page's language (it reads the app's Accept-Language).
    renderClaim(() => apiFailure(403, 'Este regalo se envió a otra dirección de correo.'));

    expect(await screen.findByText('Este regalo se envió a otra dirección de correo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión y cambiar de cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al panel' })).toHaveAttribute('href', '/dashboard');
    expectNoEnglish('Sign out and switch account', 'Go to Dashboard');
  });
});

describe('/gifts/:giftId in Brazilian Portuguese', () => {
  it('shows the gift and what a failed claim says in Portuguese', async () => {
    setPageLocale(`/pt-br${AT}`);
    renderClaim(
      () => aGift(),
      () => apiFailure(500, 'Internal server error'),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Você ganhou um presente' })).toBeInTheDocument();
    expect(screen.getByText('De buyer@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resgatar presente' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Não conseguimos resgatar seu presente. Tente de novo.');
    expectNoEnglish('We could not claim your gift. Please try again.', 'From buyer@example.com');
  });

  it('says the gift went back to the sender when the tier was already owned', async () => {
    setPageLocale(`/pt-br${AT}`);
    renderClaim(
      () => aGift(),
      () => ({ outcome: 'already_owned', tierName: 'MVP' }),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Resgatar presente' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Presente reembolsado a quem enviou' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Você já tem MVP ou um nível acima, então o presente foi reembolsado a quem enviou.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o painel' })).toHaveAttribute('href', '/dashboard');
    expectNoEnglish('Gift refunded to the sender', 'Go to Dashboard');
  });
});
