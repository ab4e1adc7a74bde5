import type { MyPaidPurchase, MyPurchase } from '@shared/api/types/account';
import type { SentGift } from '@shared/api/types/gifts';
import { screen, within } from '@testing-library/react';
import { setPageLocale } from '@/lib/locale';
import { mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { PurchasesScreen } from './purchases-screen';

const paid = (overrides: Partial<MyPaidPurchase> = {}): MyPaidPurchase => ({
  orderNumber: 'D1-E5F6G7H8',
  orderedAt: '2026-11-21T12:00:00.000Z',
  tierId: 'mvp',
  tierName: 'MVP',
  status: 'paid',
  amountCents: 11900,
  taxCents: 1900,
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

function renderPurchases(purchases: MyPurchase[], giftsSent: SentGift[] = []) {
  mockApi({ 'GET /me/purchases': () => ({ purchases, giftsSent }) });
  renderRoute(<PurchasesScreen />, { at: '/purchases', auth: signedInAs() });
}

/** The English a translated page must no longer show. */
function expectNoEnglish(...english: string[]) {
  for (const text of english) expect(screen.queryByText(text)).not.toBeInTheDocument();
}

afterEach(() => setPageLocale('/'));

describe('/purchases in Spanish', () => {
  it("labels each purchase's details in Spanish, with Spanish dates and figures", async () => {
    setPageLocale('/es/purchases');
    renderPurchases([
      paid({
        gift: { giftId: 'g1', from: 'buyer@example.com', message: null },
        invoice: { number: 'D1G-0001', url: 'https://invoice.stripe.com/i/1', pdfUrl: 'https://pay.stripe.com/1' },
      }),
    ]);

    const card = within(await screen.findByRole('article', { name: 'MVP' }));
    expect(card.getByText('Número de pedido')).toBeInTheDocument();
    expect(card.getByText('Fecha')).toBeInTheDocument();
    expect(card.getByText('21 de noviembre de 2026')).toBeInTheDocument();
    expect(card.getByText('Importe')).toBeInTheDocument();
    expect(card.getByText(/^119,00/)).toHaveTextContent('119,00 US$');
    expect(card.getByText(/^Impuestos/)).toHaveTextContent('Impuestos: 19,00 US$');
    expect(card.getByText('Regalo de buyer@example.com')).toBeInTheDocument();
    expect(
      card.getByRole('link', { name: 'Factura D1G-0001 del pedido D1-E5F6G7H8 (se abre en una pestaña nueva)' }),
    ).toHaveAttribute('href', 'https://invoice.stripe.com/i/1');
    expect(
      card.getByRole('link', {
        name: 'PDF de la factura D1G-0001 del pedido D1-E5F6G7H8 (se abre en una pestaña nueva)',
      }),
    ).toHaveAttribute('href', 'https://pay.stripe.com/1');
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/dashboard');
    expectNoEnglish('Order number', 'Date', 'Amount', 'Back to Dashboard', 'Gift from buyer@example.com');
    expect(card.queryByText(/^Tax/)).not.toBeInTheDocument();
    expect(card.queryByText('Invoice D1G-0001')).not.toBeInTheDocument();
  });

  it('shows the gifts sent under a Spanish heading', async () => {
    setPageLocale('/es/purchases');
    renderPurchases([], [sent()]);

    const section = within(await screen.findByRole('region', { name: 'Regalos que enviaste' }));
    expect(section.getByText('Enviado a')).toBeInTheDocument();
    expect(section.getByText('friend@example.com')).toBeInTheDocument();
    expect(section.getByText('30,00 US$')).toBeInTheDocument();
    expectNoEnglish('Gifts you sent', 'Sent to');
  });

  it('points to the packages in Spanish when nothing was bought', async () => {
    setPageLocale('/es/purchases');
    renderPurchases([]);

    expect(await screen.findByRole('link', { name: 'Ver paquetes' })).toHaveAttribute('href', '/dashboard');
    expectNoEnglish('View Packages');
  });
});

describe('/purchases in French', () => {
  it("labels each purchase's details and a refund in French", async () => {
    setPageLocale('/fr/purchases');
    renderPurchases([
      paid({
        status: 'partially_refunded',
        taxCents: 0,
        refundedCents: 1000,
        gift: { giftId: 'g1', from: null, message: null },
        invoice: { number: null, url: 'https://invoice.stripe.com/i/2', pdfUrl: null },
      }),
    ]);

    const card = within(await screen.findByRole('article', { name: 'MVP' }));
    expect(card.getByText('Numéro de commande')).toBeInTheDocument();
    expect(card.getByText('Montant')).toBeInTheDocument();
    expect(card.getByText('Remboursé')).toBeInTheDocument();
    expect(card.getByText('21 novembre 2026')).toBeInTheDocument();
    expect(card.getByText('Cadeau')).toBeInTheDocument();
    expect(
      card.getByRole('link', { name: 'Facture de la commande D1-E5F6G7H8 (s’ouvre dans un nouvel onglet)' }),
    ).toHaveAttribute('href', 'https://invoice.stripe.com/i/2');
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toBeInTheDocument();
    expectNoEnglish('Order number', 'Amount', 'Refunded', 'Gift', 'Invoice');
  });
});
