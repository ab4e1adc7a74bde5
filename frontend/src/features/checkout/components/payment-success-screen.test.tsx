import type { VerifyResponse } from '@shared/api/types/checkout';
import { duplicatePaymentMessage, overpaymentRefundMessage } from '@shared/checkout-messages';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { setConfigForTests } from '@/lib/config';
import { toast } from '@/lib/toast';
import { resetTrackingForTests } from '@/lib/tracking';
import { apiFailure, mockApi } from '@/test/api-server';
import { renderRoute, signedInAs, TEST_CONFIG } from '@/test/render';
import { pendingCheckout, rememberCheckout } from '../lib/checkout-tracking';
import { PaymentSuccessScreen } from './payment-success-screen';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
const routes = [{ path: '/dashboard', element: <Where /> }];

function render(at: string, verify: VerifyResponse | Response) {
  const api = mockApi({
    'POST /checkout/verify': () => verify,
    'GET /me': () => ({
      profile: { userId: 'user-a', email: 'fan@example.com', createdAt: '2026-11-01T00:00:00.000Z' },
      tierId: null,
      submission: null,
      purchaseCount: 1,
      standingSumCents: 0,
      emailPreferences: { updates: false, updatedAt: null, source: null },
    }),
  });
  const view = renderRoute(<PaymentSuccessScreen />, { at, auth: signedInAs(), routes });
  setConfigForTests({ ...TEST_CONFIG, pixelId: '99' });
  return { ...view, api };
}

const purchases = () => (window.fbq?.queue ?? []).filter((call) => call[1] === 'Purchase');

afterEach(() => {
  sessionStorage.clear();
  resetTrackingForTests();
  delete window.fbq;
  // biome-ignore lint/suspicious/noDocumentCookie: test cleanup of the pixel cookies set below.
  document.cookie = '_fbp=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  // biome-ignore lint/suspicious/noDocumentCookie: test cleanup of the pixel cookies set below.
  document.cookie = '_fbc=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('/payment-success', () => {
  it("without session_id says 'No payment session found' and goes to the dashboard", async () => {
    const { api } = render('/payment-success', {
      success: true,
      outcome: 'granted',
      tierName: 'MVP',
      tierPrice: 10000,
    });
    expect(await screen.findByText('No payment session found')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
    expect(api.calls).toEqual([]);
  });

  it('verifies once, shows the tier and price, and tracks Purchase with the stored event id', async () => {
    rememberCheckout({ eventId: 'evt-1', tierName: 'MVP', priceCents: 10000, timestamp: 1 });
    // biome-ignore lint/suspicious/noDocumentCookie: the pixel's cookies are what the page reads.
    document.cookie = '_fbp=fb.1.123.456';
    // biome-ignore lint/suspicious/noDocumentCookie: the pixel's cookies are what the page reads.
    document.cookie = '_fbc=fb.1.123.AbC';
    const { api } = render('/payment-success?session_id=cs_test_1', {
      success: true,
      outcome: 'granted',
      tierName: 'MVP',
      tierPrice: 10000,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your payment...');
    expect(screen.getByText(/If you close this page, nothing is lost/)).toBeInTheDocument();
    expect(
      await screen.findByText('Payment verified and tier activated!', { selector: '[data-title]' }),
    ).toBeInTheDocument();
    expect(screen.getByText('MVP')).toBeInTheDocument();
    expect(screen.getByText('$100.00')).toBeInTheDocument();
    // MVP's setup asks for a jersey back name too.
    expect(screen.getByText(/Next, set up your nickname and jersey back name/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete Tier Setup' })).toHaveAttribute('href', '/tier-submission');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    const verifies = api.callsTo('POST /checkout/verify');
    expect(verifies).toHaveLength(1);
    expect(verifies[0]?.body).toEqual({
      sessionId: 'cs_test_1',
      eventId: 'evt-1',
      fbp: 'fb.1.123.456',
      fbc: 'fb.1.123.AbC',
    });
    await waitFor(() => expect(purchases()).toHaveLength(1));
    expect(purchases()[0]).toEqual([
      'track',
      'Purchase',
      { content_name: 'MVP', value: 100, currency: 'USD' },
      { eventID: 'evt-1' },
    ]);
    expect(pendingCheckout()).toBeNull();
  });

  it('says the tier counts its full price toward an upgrade, whatever was paid with a creator code', async () => {
    render('/payment-success?session_id=cs_test_code', {
      success: true,
      outcome: 'granted',
      tierName: 'Starter',
      tierPrice: 2700,
    });

    expect(await screen.findByText('$27.00')).toBeInTheDocument();
    expect(
      screen.getByText(
        'A tier always counts its full price toward an upgrade: your Starter counts $30.00, whatever you paid.',
      ),
    ).toBeInTheDocument();
  });

  it('says what a buyer shown their own currency paid in it and in US dollars, and tracks the dollars and the creator code', async () => {
    rememberCheckout({ eventId: 'evt-eur', tierName: 'Starter', priceCents: 3000, timestamp: 1 });
    render('/payment-success?session_id=cs_test_eur', {
      success: true,
      outcome: 'granted',
      tierName: 'Starter',
      tierPrice: 2700,
      presented: { currency: 'eur', amount: 2486 },
      creatorCode: 'HOOPS10',
    });

    expect(await screen.findByText(/^Paid/)).toHaveTextContent('Paid €24.86 (US$27.00)');
    await waitFor(() => expect(purchases()).toHaveLength(1));
    expect(purchases()[0]).toEqual([
      'track',
      'Purchase',
      { content_name: 'Starter', value: 27, currency: 'USD', creator_code: 'HOOPS10' },
      { eventID: 'evt-eur' },
    ]);
  });

  it("says only the dollars of a payment made in US dollars: 'Paid $30.00'", async () => {
    render('/payment-success?session_id=cs_test_usd', {
      success: true,
      outcome: 'granted',
      tierName: 'Starter',
      tierPrice: 3000,
    });

    expect(await screen.findByText(/^Paid/)).toHaveTextContent(/^Paid \$30\.00$/);
  });

  it('says how much of a taxed payment was tax: "Paid $35.70, including $5.70 tax"; the pixel counts $30', async () => {
    rememberCheckout({ eventId: 'evt-de', tierName: 'Starter', priceCents: 3000, timestamp: 1 });
    render('/payment-success?session_id=cs_test_de', {
      success: true,
      outcome: 'granted',
      tierName: 'Starter',
      tierPrice: 3570,
      taxCents: 570,
    });

    expect(await screen.findByText(/^Paid/)).toHaveTextContent(/^Paid \$35\.70, including \$5\.70 tax$/);
    // The revenue before tax, as the server's Conversions API Purchase says it (one event, deduplicated).
    await waitFor(() => expect(purchases()).toHaveLength(1));
    expect(purchases()[0]?.[2]).toMatchObject({ value: 30, currency: 'USD' });
  });

  it('does not track Purchase without a stored checkout event id', async () => {
    const { api } = render('/payment-success?session_id=cs_test_2', {
      success: true,
      outcome: 'granted',
      tierName: 'Rookie',
      tierPrice: 1000,
    });
    expect(await screen.findByText('$10.00')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ sessionId: 'cs_test_2' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(purchases()).toHaveLength(0);
  });

  it("says 'Payment verification failed' and goes to the dashboard when the payment is not confirmed", async () => {
    rememberCheckout({ eventId: 'evt-3', tierName: 'MVP', priceCents: 10000, timestamp: 1 });
    render('/payment-success?session_id=cs_test_3', {
      success: false,
      outcome: 'failed',
      tierName: 'MVP',
      tierPrice: 0,
    });
    expect(await screen.findByText('Payment verification failed')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
    expect(purchases()).toHaveLength(0);
    expect(pendingCheckout()?.eventId).toBe('evt-3');
  });

  it('says a payment the bank has yet to confirm is processing, and stays on the page', async () => {
    rememberCheckout({ eventId: 'evt-5', tierName: 'Baller', priceCents: 5000, timestamp: 1 });
    render('/payment-success?session_id=cs_test_5', {
      success: false,
      outcome: 'processing',
      tierName: 'Baller',
      tierPrice: 5000,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Processing' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Payment processing: your tier will appear when your bank confirms it\.$/,
    );
    expect(screen.queryByText('Payment verification failed')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(purchases()).toHaveLength(0);
    expect(pendingCheckout()?.eventId).toBe('evt-5');
  });

  it("says 'Payment verification failed' and goes to the dashboard for a session not paid at all", async () => {
    render('/payment-success?session_id=cs_test_6', {
      success: false,
      outcome: 'pending',
      tierName: 'Baller',
      tierPrice: 5000,
    });
    expect(await screen.findByText('Payment verification failed')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
  });

  it("says 'Failed to verify payment' when the request fails", async () => {
    render('/payment-success?session_id=cs_test_4', apiFailure(500, 'Internal Server Error'));
    expect(await screen.findByText('Failed to verify payment')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Check Failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('says plainly that a payment for a tier already owned was refunded, and tracks no Purchase', async () => {
    rememberCheckout({ eventId: 'evt-dup', tierName: 'Starter', priceCents: 3000, timestamp: 1 });

    render('/payment-success?session_id=cs_test_dup', {
      success: false,
      outcome: 'duplicate',
      tierName: 'Starter',
      tierPrice: 3000,
    });

    expect(await screen.findByRole('heading', { name: 'Payment Refunded' })).toBeInTheDocument();
    expect(screen.getByText(duplicatePaymentMessage('Starter'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(purchases()).toEqual([]);
    expect(pendingCheckout()).toBeNull();
  });

  it('shows the tier bought and says what of the payment went beyond the highest tier and was refunded', async () => {
    render('/payment-success?session_id=cs_test_over', {
      success: true,
      outcome: 'overpaid',
      tierName: 'MVP',
      tierPrice: 10000,
      refundCents: 3000,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText('MVP')).toBeInTheDocument();
    expect(screen.getByText(overpaymentRefundMessage(3000))).toBeInTheDocument();
    expect(overpaymentRefundMessage(3000)).toContain('$30.00 of it was refunded');
  });

  it('shows the success toast once per session id: a reload shows the page without it', async () => {
    const granted: VerifyResponse = { success: true, outcome: 'granted', tierName: 'Rookie', tierPrice: 1500 };
    const toastShown = () => screen.queryByText('Payment verified and tier activated!', { selector: '[data-title]' });
    const first = render('/payment-success?session_id=cs_reload', granted);
    expect(await screen.findByText('Payment verified and tier activated!', { selector: '[data-title]' })).toBeVisible();
    first.unmount();
    toast.dismiss();

    // The reload: the same session id, in the same browser session.
    const reload = render('/payment-success?session_id=cs_reload', granted);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(reload.api.callsTo('POST /checkout/verify')).toHaveLength(1);
    expect(toastShown()).not.toBeInTheDocument();
    reload.unmount();

    // Another payment in the same tab is news again.
    render('/payment-success?session_id=cs_other', granted);
    expect(await screen.findByText('Payment verified and tier activated!', { selector: '[data-title]' })).toBeVisible();
  });
});
