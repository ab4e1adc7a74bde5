import type { MeResponse } from '@shared/api/types/account';
import type { VerifyResponse } from '@shared/api/types/checkout';
import { screen, waitFor } from '@testing-library/react';
import { setPageLocale } from '@/lib/locale';
import { type ApiAnswers, apiFailure, mockApi, noAnswer } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { PaymentCancelScreen } from './payment-cancel-screen';
import { PaymentSuccessScreen } from './payment-success-screen';

const me: MeResponse = {
  profile: { userId: 'user-a', email: 'fan@example.com', createdAt: '2026-11-01T00:00:00.000Z' },
  tierId: null,
  submission: null,
  purchaseCount: 1,
  standingSumCents: 0,
  emailPreferences: { updates: false, updatedAt: null, source: null },
};

function renderReturn(verify: () => VerifyResponse | Response | Promise<never>, answers: ApiAnswers = {}) {
  mockApi({ 'POST /checkout/verify': verify, 'GET /me': () => me, ...answers });
  renderRoute(<PaymentSuccessScreen />, { at: '/payment-success?session_id=cs_test_1', auth: signedInAs() });
}

/** The English a translated page must no longer show. */
function expectNoEnglish(...english: string[]) {
  for (const text of english) expect(screen.queryByText(text)).not.toBeInTheDocument();
}

afterEach(() => {
  setPageLocale('/');
  sessionStorage.clear();
});

describe('/payment-success in Spanish', () => {
  it('says the payment is being verified, and that closing the page loses nothing', () => {
    setPageLocale('/es/payment-success');
    renderReturn(noAnswer);

    expect(screen.getByRole('status')).toHaveTextContent('Verificando tu pago...');
    expect(screen.getByText(/^Si cierras esta página, no se pierde nada/)).toBeInTheDocument();
    expectNoEnglish('Verifying your payment...');
  });

  it('shows the tier bought, the amount and tax in Spanish figures, and the way on', async () => {
    setPageLocale('/es/payment-success');
    renderReturn(() => ({ success: true, outcome: 'granted', tierName: 'MVP', tierPrice: 11900, taxCents: 1900 }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pago completado' })).toBeInTheDocument();
    expect(screen.getByText('¡Pago verificado y nivel activado!', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Te damos la bienvenida a D1 Gang')).toBeInTheDocument();
    expect(screen.getByText(/^Pagaste/)).toHaveTextContent('Pagaste 119,00 US$, con 19,00 US$ de impuestos incluidos');
    expect(
      screen.getByText(
        'Un nivel siempre cuenta su precio completo para una mejora: tu MVP cuenta 100,00 US$, sin importar lo que pagaste.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Ahora configura tu apodo y el nombre para la espalda/)).toBeInTheDocument();
    expect(screen.getByText('Puedes darte de baja cuando quieras.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Completar la configuración del nivel' })).toHaveAttribute(
      'href',
      '/tier-submission',
    );
    expect(screen.getByRole('link', { name: 'Ir al panel' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expectNoEnglish('Payment Successful', 'Welcome to the D1 Gang', 'Complete Tier Setup', 'Go to Dashboard');
    expect(screen.queryByText(/^Paid/)).not.toBeInTheDocument();
  });

  it('says in Spanish that the email choice could not be saved, with a retry', async () => {
    setPageLocale('/es/payment-success');
    renderReturn(() => ({ success: true, outcome: 'granted', tierName: 'Starter', tierPrice: 3000 }), {
      'PUT /me/email-preferences': () => apiFailure(500, 'Internal server error'),
    });

    const box = await screen.findByRole('checkbox', { name: 'Envíame novedades del desarrollo' });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo guardar tu elección de correo.');
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expectNoEnglish('Failed to save your email choice.', 'Try again');
  });
});

describe('/payment-success in French', () => {
  it('says the check failed and offers to check again', async () => {
    setPageLocale('/fr/payment-success');
    renderReturn(() => apiFailure(502, 'Failed to verify payment'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Échec de la vérification du paiement' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nous n’avons pas encore pu confirmer votre paiement.')).toBeInTheDocument();
    expect(screen.getByText(/^Si vous avez été débité/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vérifier à nouveau' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contacter le support' })).toHaveAttribute('href', '/contact');
    expectNoEnglish('Payment Check Failed', 'Check again', 'Contact Support');
  });

  it('says a payment for a tier already owned was refunded', async () => {
    setPageLocale('/fr/payment-success');
    renderReturn(() => ({ success: false, outcome: 'duplicate', tierName: 'Starter', tierPrice: 3000 }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement remboursé' })).toBeInTheDocument();
    expect(screen.getByText('Vous aviez déjà ce palier.')).toBeInTheDocument();
    expectNoEnglish('Payment Refunded', 'You already had this tier.');
  });
});

describe('/payment-success in German', () => {
  it('says a payment the bank has yet to confirm is processing', async () => {
    setPageLocale('/de/payment-success');
    renderReturn(() => ({ success: false, outcome: 'processing', tierName: 'Starter', tierPrice: 3000 }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Zahlung in Bearbeitung' })).toBeInTheDocument();
    expect(screen.getByText('Deine Bank bestätigt deine Zahlung noch.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Dashboard' })).toHaveAttribute('href', '/dashboard');
    expectNoEnglish('Payment Processing', 'Go to Dashboard', 'Back to Home');
  });
});

describe('/payment-success for a gift in Brazilian Portuguese', () => {
  it('says the gift is on its way, to whom and for how long', async () => {
    setPageLocale('/pt-br/payment-success');
    renderReturn(() => ({
      success: true,
      outcome: 'gift',
      tierName: 'MVP',
      tierPrice: 10000,
      gift: { recipientEmail: 'friend@example.com' },
    }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Seu presente está a caminho' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Enviamos para friend@example.com um link para resgatar o D1 Gang MVP. A pessoa tem 30 dias para resgatar; depois disso, o valor volta para você.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Você pagou/)).toHaveTextContent('Você pagou US$ 100,00');
    expect(await screen.findByText('Pagamento verificado. Seu presente está a caminho.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver presentes enviados' })).toHaveAttribute('href', '/purchases');
    expectNoEnglish('Your gift is on its way', 'See Gifts You Sent', 'Payment verified. Your gift is on its way.');
  });
});

describe('/payment-cancel in German and Spanish', () => {
  it('says the payment was cancelled and nothing was charged, in German', () => {
    setPageLocale('/de/payment-cancel');
    renderRoute(<PaymentCancelScreen />, { at: '/payment-cancel' });

    expect(screen.getByRole('heading', { level: 1, name: 'Zahlung abgebrochen' })).toBeInTheDocument();
    expect(screen.getByText('Deine Zahlung wurde abgebrochen. Es wurde nichts abgebucht.')).toBeInTheDocument();
    expect(screen.getByText('Deine Pakete warten hier, wann immer du bereit bist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expectNoEnglish('Payment Cancelled', 'Your payment was cancelled. No charges were made.', 'Back to Home');
  });

  it('says it in Spanish', () => {
    setPageLocale('/es/payment-cancel');
    renderRoute(<PaymentCancelScreen />, { at: '/payment-cancel' });

    expect(screen.getByRole('heading', { level: 1, name: 'Pago cancelado' })).toBeInTheDocument();
    expect(screen.getByText('Tu pago se canceló. No se hizo ningún cargo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al panel' })).toHaveAttribute('href', '/dashboard');
  });
});
