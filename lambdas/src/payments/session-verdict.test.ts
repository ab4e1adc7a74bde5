import type Stripe from 'stripe';
import { judgeSession } from './session-verdict';

function session(overrides: Partial<Stripe.Checkout.Session> = {}): Stripe.Checkout.Session {
  return {
    id: 'cs_test_1',
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    currency: 'usd',
    amount_subtotal: 7000,
    amount_total: 7000,
    client_reference_id: 'user-a',
    customer_email: 'fan@example.com',
    customer_details: null,
    payment_intent: 'pi_test_1',
    created: Date.parse('2026-11-20T10:00:00Z') / 1000,
    metadata: { userId: 'user-a', tierId: 'mvp', creditCents: '3000', eventId: 'evt-browser' },
    ...overrides,
  } as Stripe.Checkout.Session;
}

describe('judgeSession', () => {
  it('accepts a paid upgrade charged at the difference', () => {
    const verdict = judgeSession(session());
    expect(verdict).toMatchObject({
      kind: 'paid',
      userId: 'user-a',
      amountPaidCents: 7000,
      currency: 'usd',
      paymentIntentId: 'pi_test_1',
      email: 'fan@example.com',
      eventId: 'evt-browser',
      // What the session asked (MVP's price minus the 3000 standing when it was created) and when.
      valueCents: 7000,
      purchasedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(verdict.kind === 'paid' && verdict.tier.id).toBe('mvp');
  });

  it('accepts a first purchase at the full price', () => {
    const verdict = judgeSession(
      session({
        amount_subtotal: 3000,
        amount_total: 3000,
        metadata: { userId: 'user-a', tierId: 'starter', creditCents: '0' },
      }),
    );
    expect(verdict).toMatchObject({ kind: 'paid', amountPaidCents: 3000, eventId: null });
  });

  const withCode = (percentOff: string) => ({
    metadata: {
      userId: 'user-a',
      tierId: 'mvp',
      creditCents: '3000',
      creatorCode: 'HOOPS10',
      creatorCodePercentOff: percentOff,
      creatorCodeHold: 'hold-1',
    },
  });

  it('records what was paid after the session’s creator code, at its percent off the expected price', () => {
    expect(judgeSession(session({ amount_total: 6300, ...withCode('10') }))).toMatchObject({
      kind: 'paid',
      amountPaidCents: 6300,
      valueCents: 7000,
      creatorCode: { code: 'HOOPS10', percentOff: 10, holdId: 'hold-1' },
    });
  });

  it('rounds the discount to the nearest cent, as Stripe does', () => {
    expect(
      judgeSession(
        session({
          amount_subtotal: 2995,
          amount_total: 2845,
          ...withCode('5'),
          metadata: { ...withCode('5').metadata, creditCents: '7005' },
        }),
      ),
    ).toMatchObject({ kind: 'paid', amountPaidCents: 2845 });
  });

  it.each([
    ['a wrong subtotal', { amount_subtotal: 100, amount_total: 100 }, 'subtotal 100 is not 7000'],
    ['a total above the price', { amount_total: 9000 }, 'total 9000'],
    ['a discount with no creator code', { amount_total: 5000 }, 'total 5000'],
    ['a discount other than the creator code’s', { amount_total: 5000, ...withCode('10') }, 'total 5000'],
    [
      'a creator code with a percent out of bounds',
      { amount_total: 3500, ...withCode('50'), metadata: { ...withCode('80').metadata } },
      'metadata missing or unknown tier',
    ],
    ['another currency', { currency: 'eur' }, 'currency eur'],
    ['a subscription', { mode: 'subscription' as const }, 'mode subscription'],
    ['another user', { client_reference_id: 'user-b' }, 'client_reference_id does not match metadata user'],
    ['no metadata', { metadata: null }, 'metadata missing or unknown tier'],
    [
      'credit that covers the tier',
      { metadata: { userId: 'user-a', tierId: 'mvp', creditCents: '10000' } },
      'credit 10000 covers mvp',
    ],
    [
      'a malformed credit',
      { metadata: { userId: 'user-a', tierId: 'mvp', creditCents: '-5' } },
      'metadata missing or unknown tier',
    ],
    [
      'an unknown tier',
      { metadata: { userId: 'user-a', tierId: 'legend', creditCents: '0' } },
      'metadata missing or unknown tier',
    ],
  ])('refuses %s', (_name, overrides, reason) => {
    expect(judgeSession(session(overrides as Partial<Stripe.Checkout.Session>))).toEqual({
      kind: 'invalid',
      sessionId: 'cs_test_1',
      reason,
    });
  });

  it('refuses a session a discount covered in full: no creator code takes more than half', () => {
    const verdict = judgeSession(
      session({ payment_status: 'no_payment_required', amount_total: 0, payment_intent: null }),
    );
    expect(verdict).toEqual({ kind: 'invalid', sessionId: 'cs_test_1', reason: 'total 0' });
  });

  it('waits while a session is open or its delayed payment is processing, and fails an expired session', () => {
    expect(judgeSession(session({ payment_status: 'unpaid', status: 'open', payment_intent: null }))).toEqual({
      kind: 'pending',
      sessionId: 'cs_test_1',
    });
    expect(judgeSession(session({ payment_status: 'unpaid', status: 'complete' }))).toEqual({
      kind: 'processing',
      sessionId: 'cs_test_1',
      userId: 'user-a',
      tierId: 'mvp',
      paymentIntentId: 'pi_test_1',
    });
    expect(judgeSession(session({ payment_status: 'unpaid', status: 'expired' }))).toEqual({
      kind: 'failed',
      sessionId: 'cs_test_1',
    });
  });
});

describe('judgeSession with Stripe Tax', () => {
  const taxed = (overrides: Partial<Stripe.Checkout.Session> = {}) =>
    session({
      // MVP upgrade: 7000 asked, 19 % German VAT on top.
      amount_total: 8330,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 1330 },
      automatic_tax: { enabled: true, liability: { type: 'self' }, provider: 'stripe', status: 'complete' },
      customer_details: {
        email: 'fan@example.com',
        address: { country: 'DE', state: null, city: null, line1: null, line2: null, postal_code: '10115' },
      } as Stripe.Checkout.Session.CustomerDetails,
      ...overrides,
    });

  it('accepts a total of the price plus the tax Stripe added, and keeps the tax and the country apart', () => {
    expect(judgeSession(taxed())).toMatchObject({
      kind: 'paid',
      amountPaidCents: 8330,
      valueCents: 7000,
      taxCents: 1330,
      billingCountry: 'DE',
      invoice: null,
    });
  });

  it('refuses a total that is not the price plus the tax', () => {
    expect(judgeSession(taxed({ amount_total: 8331 }))).toMatchObject({ kind: 'invalid', reason: 'total 8331' });
    expect(
      judgeSession(taxed({ total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: -1 } })),
    ).toMatchObject({ kind: 'invalid', reason: 'tax -1' });
  });

  it('reads the invoice Stripe made for the payment when the session was retrieved with it expanded', () => {
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      number: 'D1G-0001',
      hosted_invoice_url: 'https://invoice.stripe.com/i/acct_1/test_1',
      invoice_pdf: 'https://pay.stripe.com/invoice/acct_1/test_1/pdf',
    } as Stripe.Invoice;
    expect(judgeSession(taxed({ invoice }))).toMatchObject({
      invoice: {
        number: 'D1G-0001',
        url: 'https://invoice.stripe.com/i/acct_1/test_1',
        pdfUrl: 'https://pay.stripe.com/invoice/acct_1/test_1/pdf',
      },
    });
    // Only its id (not expanded): no link to give.
    expect(judgeSession(taxed({ invoice: 'in_1' }))).toMatchObject({ invoice: null });
  });

  it('counts no tax and no country for a session from before the store collected tax', () => {
    expect(judgeSession(session())).toMatchObject({ kind: 'paid', taxCents: 0, billingCountry: null, invoice: null });
  });
});
