import type { MyPaidPurchase, MyPurchase } from '@shared/api/types/account';
import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, mockApi, noAnswer } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { PurchasesScreen } from './purchases-screen';

const paid = (overrides: Partial<MyPaidPurchase> = {}): MyPaidPurchase => ({
  orderNumber: 'D1-E5F6G7H8',
  orderedAt: '2026-11-20T12:00:00.000Z',
  tierId: 'starter',
  tierName: 'Starter',
  status: 'paid',
  amountCents: 3000,
  taxCents: 0,
  refundedCents: 0,
  ...overrides,
});

function renderPurchases(purchases: MyPurchase[]) {
  const api = mockApi({ 'GET /me/purchases': () => ({ purchases, giftsSent: [] }) });
  renderRoute(<PurchasesScreen />, { at: '/purchases', auth: signedInAs() });
  return api;
}

/** Each purchase card, read as a person reads it: its heading, and the card to look inside. */
async function purchaseCards() {
  const cards = await screen.findAllByRole('article');
  return cards.map((card) => ({
    tier: within(card).getByRole('heading', { level: 2 }).textContent,
    card: within(card),
  }));
}

describe('/purchases', () => {
  it('says it is loading while the purchases are on their way', async () => {
    mockApi({ 'GET /me/purchases': noAnswer });
    renderRoute(<PurchasesScreen />, { at: '/purchases', auth: signedInAs() });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your purchases...');
    expect(screen.getByRole('heading', { level: 1, name: 'My Purchases' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it("says 'No purchases yet' and points to the packages", async () => {
    renderPurchases([]);

    expect(await screen.findByText('No purchases yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Packages' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows each purchase with its tier, order number, date, amount and status, newest first', async () => {
    renderPurchases([
      paid({
        orderNumber: 'D1-OLDER001',
        orderedAt: '2026-10-01T12:00:00.000Z',
        tierName: 'Rookie',
        amountCents: 1500,
      }),
      paid({ orderNumber: 'D1-NEWER001', orderedAt: '2026-11-21T12:00:00.000Z', tierName: 'MVP', amountCents: 7000 }),
    ]);

    const cards = await purchaseCards();

    expect(cards.map((card) => card.tier)).toEqual(['MVP', 'Rookie']);
    const [newer] = cards.map((card) => card.card);
    expect(newer?.getByText('D1-NEWER001')).toBeInTheDocument();
    expect(newer?.getByText('November 21, 2026')).toBeInTheDocument();
    expect(newer?.getByText('$70.00')).toBeInTheDocument();
    expect(newer?.getByText('Paid')).toBeInTheDocument();
  });

  it('shows an amount paid in another currency as the receipt does: that currency, then US dollars', async () => {
    renderPurchases([
      paid({
        status: 'partially_refunded',
        presented: { currency: 'eur', amount: 2762 },
        refundedCents: 1000,
        refundedPresented: { currency: 'eur', amount: 921 },
      }),
    ]);

    const [purchase] = await purchaseCards();

    expect(purchase?.card.getByText('€27.62 (US$30.00)')).toBeInTheDocument();
    expect(purchase?.card.getByText('€9.21 (US$10.00)')).toBeInTheDocument();
  });

  it('shows the tax in a payment beside its amount, in US dollars', async () => {
    renderPurchases([paid({ amountCents: 3570, taxCents: 570 })]);

    const [purchase] = await purchaseCards();

    expect(purchase?.card.getByText('$35.70')).toBeInTheDocument();
    expect(purchase?.card.getByText('Tax $5.70')).toBeInTheDocument();
  });

  it('shows no tax where none was due', async () => {
    renderPurchases([paid({ amountCents: 3000, taxCents: 0 })]);

    const [purchase] = await purchaseCards();

    expect(purchase?.card.getByText('$30.00')).toBeInTheDocument();
    expect(purchase?.card.queryByText(/tax/i)).not.toBeInTheDocument();
  });

  it('keeps the amount paid in another currency as it is and names the dollars of the tax beside it', async () => {
    renderPurchases([paid({ amountCents: 3570, taxCents: 570, presented: { currency: 'cad', amount: 4890 } })]);

    const [purchase] = await purchaseCards();

    expect(purchase?.card.getByText('CA$48.90 (US$35.70)')).toBeInTheDocument();
    expect(purchase?.card.getByText('Tax US$5.70')).toBeInTheDocument();
  });

  it("links the invoice and its PDF at Stripe in a new tab, each named with the invoice's and the order's number", async () => {
    renderPurchases([
      paid({
        orderNumber: 'D1-E5F6G7H8',
        invoice: {
          number: 'D1G-0001',
          url: 'https://invoice.stripe.com/i/acct_1/test_1',
          pdfUrl: 'https://pay.stripe.com/invoice/acct_1/test_1/pdf',
        },
      }),
    ]);

    const [purchase] = await purchaseCards();

    const invoice = purchase?.card.getByRole('link', {
      name: 'Invoice D1G-0001 for order D1-E5F6G7H8 (opens in a new tab)',
    });
    expect(invoice).toHaveAttribute('href', 'https://invoice.stripe.com/i/acct_1/test_1');
    expect(invoice).toHaveAttribute('target', '_blank');
    expect(invoice).toHaveAttribute('rel', 'noopener noreferrer');
    const pdf = purchase?.card.getByRole('link', {
      name: 'PDF of invoice D1G-0001 for order D1-E5F6G7H8 (opens in a new tab)',
    });
    expect(pdf).toHaveAttribute('href', 'https://pay.stripe.com/invoice/acct_1/test_1/pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows what the links say on screen: the invoice with its number, and PDF', async () => {
    renderPurchases([
      paid({
        invoice: { number: 'D1G-0001', url: 'https://invoice.stripe.com/i/1', pdfUrl: 'https://pay.stripe.com/1' },
      }),
    ]);

    const [purchase] = await purchaseCards();

    // The order number and the new tab are in the links' names only: the card already shows the order number.
    expect(purchase?.card.getByText('Invoice D1G-0001', { selector: 'a' })).toBeVisible();
    expect(purchase?.card.getByText('PDF', { selector: 'a' })).toBeVisible();
  });

  it('names an invoice without a number "Invoice", and offers no PDF that Stripe did not give', async () => {
    renderPurchases([
      paid({
        orderNumber: 'D1-NONUMBER',
        invoice: { number: null, url: 'https://invoice.stripe.com/i/2', pdfUrl: null },
      }),
    ]);

    const [purchase] = await purchaseCards();

    expect(
      purchase?.card.getByRole('link', { name: 'Invoice for order D1-NONUMBER (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://invoice.stripe.com/i/2');
    expect(purchase?.card.getAllByRole('link')).toHaveLength(1);
  });

  it('offers no invoice link for a payment Stripe issued none for', async () => {
    renderPurchases([paid()]);

    const [purchase] = await purchaseCards();

    expect(purchase?.card.queryByRole('link')).not.toBeInTheDocument();
    expect(purchase?.card.queryByText(/invoice/i)).not.toBeInTheDocument();
  });

  it('reaches each invoice link from the keyboard, in the order of the cards', async () => {
    const user = userEvent.setup();
    renderPurchases([
      paid({
        orderNumber: 'D1-NEWER001',
        orderedAt: '2026-11-21T12:00:00.000Z',
        invoice: { number: 'D1G-0002', url: 'https://invoice.stripe.com/i/2', pdfUrl: 'https://pay.stripe.com/2' },
      }),
      paid({
        orderNumber: 'D1-OLDER001',
        orderedAt: '2026-10-01T12:00:00.000Z',
        invoice: { number: 'D1G-0001', url: 'https://invoice.stripe.com/i/1', pdfUrl: null },
      }),
    ]);
    await purchaseCards();
    screen.getByRole('link', { name: 'Back to Dashboard' }).focus();

    const reached: Array<string | null> = [];
    for (let step = 0; step < 3; step += 1) {
      await user.tab();
      reached.push(document.activeElement?.getAttribute('href') ?? null);
    }

    expect(reached).toEqual([
      'https://invoice.stripe.com/i/2',
      'https://pay.stripe.com/2',
      'https://invoice.stripe.com/i/1',
    ]);
  });

  it.each([
    ['paid', 'Paid'],
    ['partially_refunded', 'Partly refunded'],
    ['refunded', 'Refunded'],
    ['disputed', 'Disputed'],
    ['duplicate_refunded', 'Refunded as a duplicate'],
    ['overpayment_refunded', 'Overpayment refunded'],
  ] as const)('names the status %s in plain words: %s', async (status, words) => {
    renderPurchases([paid({ status })]);

    const [purchase] = await purchaseCards();

    expect(purchase?.card.getByText(words, { selector: '[data-status]' })).toHaveAttribute('data-status', status);
  });

  it('shows a bank transfer still processing without an amount, and says when its tier comes', async () => {
    renderPurchases([
      {
        orderNumber: 'D1-BANK0001',
        orderedAt: '2026-11-22T12:00:00.000Z',
        tierId: 'all-star',
        tierName: 'All-Star',
        status: 'processing',
      },
    ]);

    const [purchase] = await purchaseCards();

    expect(purchase?.tier).toBe('All-Star');
    expect(purchase?.card.getByText('Processing', { selector: '[data-status]' })).toBeInTheDocument();
    expect(purchase?.card.getByText('D1-BANK0001')).toBeInTheDocument();
    expect(purchase?.card.getByText('November 22, 2026')).toBeInTheDocument();
    expect(
      purchase?.card.getByText('Payment processing: your tier will appear when your bank confirms it.'),
    ).toBeInTheDocument();
    expect(purchase?.card.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it("shows an error with 'Try again', which loads the purchases again", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let answers = 0;
    mockApi({
      'GET /me/purchases': () => {
        answers += 1;
        return answers === 1 ? apiFailure(500, 'Internal Server Error') : { purchases: [paid()], giftsSent: [] };
      },
    });
    renderRoute(<PurchasesScreen />, { at: '/purchases', auth: signedInAs() });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your purchases.');
    expect(screen.queryByText('No purchases yet')).not.toBeInTheDocument();
    // Logged from an effect, which React may run a task after the alert is in the page.
    await waitFor(() => expect(error).toHaveBeenCalled());
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Starter' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    error.mockRestore();
  });
});
