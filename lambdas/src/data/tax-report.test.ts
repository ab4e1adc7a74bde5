import { withTestTable } from '../../test/dynamo-table';
import { paidCheckout } from '../../test/paid-checkout';
import { seedUser } from '../../test/seed';
import { recordFulfilment } from './fulfilment';
import { recordPaymentNews } from './refund';
import { getTaxReport } from './tax-report';

const table = withTestTable();
beforeEach(() => table.clear());

const thisMonth = () => new Date().toISOString().slice(0, 7);
const thisYear = () => new Date().getUTCFullYear();

describe('the tax report', () => {
  it('sums the month’s sales by billing country: charged, net of tax, and the tax', async () => {
    await seedUser('buyer-de', 'de@example.com');
    await seedUser('buyer-fr', 'fr@example.com');
    await seedUser('buyer-us', 'us@example.com');
    // Starter $30 with Germany's 19 % and France's 20 %; Rookie $15 in a US state that taxes nothing.
    await recordFulfilment(paidCheckout('buyer-de', 'starter', { taxCents: 570, billingCountry: 'DE' }));
    await recordFulfilment(paidCheckout('buyer-fr', 'starter', { taxCents: 600, billingCountry: 'FR' }));
    await recordFulfilment(paidCheckout('buyer-us', 'rookie', { taxCents: 0, billingCountry: 'US' }));

    expect(await getTaxReport(thisYear())).toEqual([
      {
        month: thisMonth(),
        country: 'DE',
        sales: 1,
        chargedCents: 3570,
        givenBackCents: 0,
        netCents: 3000,
        taxCents: 570,
      },
      {
        month: thisMonth(),
        country: 'FR',
        sales: 1,
        chargedCents: 3600,
        givenBackCents: 0,
        netCents: 3000,
        taxCents: 600,
      },
      {
        month: thisMonth(),
        country: 'US',
        sales: 1,
        chargedCents: 1500,
        givenBackCents: 0,
        netCents: 1500,
        taxCents: 0,
      },
    ]);
    expect(await getTaxReport(thisYear() - 1)).toEqual([]);
  });

  it('takes a refund’s share of the tax back, once however often Stripe tells it', async () => {
    await seedUser('buyer-de', 'de@example.com');
    await recordFulfilment(paidCheckout('buyer-de', 'starter', { taxCents: 570, billingCountry: 'DE' }));
    const halfBack = { refund: { id: 're_half', amountCents: 1785, reason: 'requested_by_customer' } };

    await recordPaymentNews('pi_buyer-de_starter', halfBack);
    await recordPaymentNews('pi_buyer-de_starter', halfBack);

    expect(await getTaxReport(thisYear())).toEqual([
      {
        month: thisMonth(),
        country: 'DE',
        sales: 1,
        chargedCents: 3570,
        givenBackCents: 1785,
        netCents: 1500,
        taxCents: 285,
      },
    ]);
  });

  it('counts a duplicate payment as a sale given back whole, and one without a billing country apart', async () => {
    await seedUser('buyer', 'b@example.com');
    await recordFulfilment(paidCheckout('buyer', 'mvp'));
    // Starter paid after MVP was bought buys nothing: it is owed back in full.
    await recordFulfilment(paidCheckout('buyer', 'starter', { taxCents: 570, billingCountry: 'DE' }));

    expect(await getTaxReport(thisYear())).toEqual([
      {
        month: thisMonth(),
        country: 'DE',
        sales: 1,
        chargedCents: 3570,
        givenBackCents: 3570,
        netCents: 0,
        taxCents: 0,
      },
      {
        month: thisMonth(),
        country: null,
        sales: 1,
        chargedCents: 10000,
        givenBackCents: 0,
        netCents: 10000,
        taxCents: 0,
      },
    ]);
  });
});
