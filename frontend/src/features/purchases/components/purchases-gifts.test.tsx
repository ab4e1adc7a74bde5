import type { MyPaidPurchase } from '@shared/api/types/account';
import type { SentGift } from '@shared/api/types/gifts';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { PurchasesScreen } from './purchases-screen';

const paid = (overrides: Partial<MyPaidPurchase> = {}): MyPaidPurchase => ({
  orderNumber: 'D1-E5F6G7H8',
  orderedAt: '2026-11-20T12:00:00.000Z',
  tierId: 'mvp',
  tierName: 'MVP',
  status: 'paid',
  amountCents: 10000,
  taxCents: 0,
  refundedCents: 0,
  ...overrides,
});

const sent = (overrides: Partial<SentGift> = {}): SentGift => ({
  giftId: 'AbCdEfGhIjKlMnOpQrStUv',
  orderNumber: 'D1-GIFT0001',
  paidAt: '2026-11-21T12:00:00.000Z',
  tierId: 'starter',
  tierName: 'Starter',
  recipientEmail: 'friend@example.com',
  status: 'unclaimed',
  amountCents: 3000,
  ...overrides,
});

function renderPurchases(purchases: MyPaidPurchase[], giftsSent: SentGift[]) {
  mockApi({ 'GET /me/purchases': () => ({ purchases, giftsSent }) });
  renderRoute(<PurchasesScreen />, { at: '/purchases', auth: signedInAs() });
}

const sentSection = () => within(screen.getByRole('region', { name: 'Gifts you sent' }));

describe('/purchases gifts', () => {
  it('says who a received gift is from, and its message', async () => {
    renderPurchases([paid({ gift: { giftId: 'g1', from: 'buyer@example.com', message: 'Enjoy the game!' } })], []);

    const card = within(await screen.findByRole('article', { name: 'MVP' }));
    expect(card.getByText('Gift from buyer@example.com')).toBeInTheDocument();
    expect(card.getByText('Enjoy the game!')).toBeInTheDocument();
  });

  it('says only "Gift" for a gift whose sender chose not to be named', async () => {
    renderPurchases([paid({ gift: { giftId: 'g1', from: null, message: null } })], []);

    const card = within(await screen.findByRole('article', { name: 'MVP' }));
    expect(card.getByText('Gift')).toBeInTheDocument();
    expect(card.queryByText(/Gift from/)).not.toBeInTheDocument();
  });

  it('lists the gifts sent: tier, recipient, status, amount, order number and date', async () => {
    renderPurchases(
      [paid()],
      [
        sent(),
        sent({
          giftId: 'g2',
          orderNumber: 'D1-GIFT0002',
          paidAt: '2026-10-02T12:00:00.000Z',
          tierName: 'MVP',
          recipientEmail: 'pal@example.com',
          status: 'claimed',
          amountCents: 10000,
          presented: { currency: 'eur', amount: 9210 },
        }),
      ],
    );

    expect(await screen.findByRole('heading', { level: 2, name: 'Gifts you sent' })).toBeInTheDocument();
    const gifts = sentSection().getAllByRole('article');
    expect(gifts.map((gift) => within(gift).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Starter',
      'MVP',
    ]);
    const [first, second] = gifts.map((gift) => within(gift));
    expect(first?.getByText('friend@example.com')).toBeInTheDocument();
    expect(first?.getByText('Waiting to be claimed')).toBeInTheDocument();
    expect(first?.getByText('$30.00')).toBeInTheDocument();
    expect(first?.getByText('D1-GIFT0001')).toBeInTheDocument();
    expect(first?.getByText('November 21, 2026')).toBeInTheDocument();
    expect(second?.getByText('pal@example.com')).toBeInTheDocument();
    expect(second?.getByText('Claimed')).toBeInTheDocument();
    expect(second?.getByText('October 2, 2026')).toBeInTheDocument();
    expect(second?.getByText(/€92\.10/)).toBeInTheDocument();
  });

  it('shows the gifts sent, and no empty purchase list, to a supporter who has only given gifts', async () => {
    renderPurchases([], [sent({ status: 'cancelled' })]);

    const section = within(await screen.findByRole('region', { name: 'Gifts you sent' }));
    expect(section.getByText('Cancelled and refunded')).toBeInTheDocument();
    expect(screen.queryByText('No purchases yet')).not.toBeInTheDocument();
  });

  it('shows no gifts section when none were sent', async () => {
    renderPurchases([paid()], []);

    expect(await screen.findByRole('article', { name: 'MVP' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gifts you sent' })).not.toBeInTheDocument();
  });
});
