import type { VerifyResponse } from '@shared/api/types/checkout';
import { screen } from '@testing-library/react';
import { mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { PaymentSuccessScreen } from './payment-success-screen';

const giftPaid = (overrides: Partial<VerifyResponse> = {}): VerifyResponse => ({
  success: true,
  outcome: 'gift',
  tierName: 'MVP',
  tierPrice: 10000,
  gift: { recipientEmail: 'friend@example.com' },
  ...overrides,
});

function render(verify: VerifyResponse) {
  mockApi({
    'POST /checkout/verify': () => verify,
    'GET /me': () => ({
      profile: { userId: 'user-a', email: 'fan@example.com', createdAt: '2026-11-01T00:00:00.000Z' },
      tierId: null,
      submission: null,
      purchaseCount: 0,
      standingSumCents: 0,
      emailPreferences: { updates: false, updatedAt: null, source: null },
    }),
  });
  renderRoute(<PaymentSuccessScreen />, { at: '/payment-success?session_id=cs_gift_1', auth: signedInAs() });
}

afterEach(() => sessionStorage.clear());

describe('/payment-success for a gift', () => {
  it('says the gift is on its way, to whom, for how long, and what was paid', async () => {
    render(giftPaid());

    expect(await screen.findByRole('heading', { level: 1, name: 'Your gift is on its way' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We emailed friend@example.com a link to claim D1 Gang MVP. They have 30 days to claim it; after that it is refunded to you.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Paid/)).toHaveTextContent('Paid $100.00');
    expect(await screen.findByText('Payment verified. Your gift is on its way.')).toBeInTheDocument();
  });

  it('gives the tax in the amount paid as a purchase does, and leads on to the gifts sent, not to tier setup', async () => {
    render(giftPaid({ tierPrice: 11900, taxCents: 1900 }));

    expect(await screen.findByText(/^Paid/)).toHaveTextContent('Paid $119.00, including $19.00 tax');
    expect(screen.getByRole('link', { name: 'See Gifts You Sent' })).toHaveAttribute('href', '/purchases');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Complete Tier Setup' })).not.toBeInTheDocument();
    expect(screen.queryByText('Payment verified and tier activated!')).not.toBeInTheDocument();
  });
});
