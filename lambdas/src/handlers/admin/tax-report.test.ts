import type { TaxReportResponse } from '@shared/api/types/admin';
import { MESSAGES } from '@shared/schemas/messages';
import { call } from '../../../test/api-event';
import { withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { paidCheckout } from '../../../test/paid-checkout';
import { seedUser } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';
import { recordFulfilment } from '../../data/fulfilment';

const table = withTestTable();
const auth = withTestAuth();
beforeEach(async () => {
  await table.clear();
  await seedAdmin();
});

const year = () => new Date().getUTCFullYear();

describe('GET /admin/tax-report', () => {
  it('answers the year’s months and billing countries with the VAT collected', async () => {
    await seedUser('buyer-de', 'de@example.com');
    await recordFulfilment(paidCheckout('buyer-de', 'starter', { taxCents: 570, billingCountry: 'DE' }));

    const response = await call('GET /admin/tax-report', { token: auth.tokens.admin, query: { year: String(year()) } });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      year: year(),
      rows: [
        {
          month: new Date().toISOString().slice(0, 7),
          country: 'DE',
          sales: 1,
          chargedCents: 3570,
          givenBackCents: 0,
          netCents: 3000,
          taxCents: 570,
        },
      ],
    } satisfies TaxReportResponse);
  });

  it('answers the current year when none is asked, empty when nothing was sold', async () => {
    const response = await call('GET /admin/tax-report', { token: auth.tokens.admin });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ year: year(), rows: [] });
  });

  it.each(['26', '20261', 'abcd', '1999', '2101', '2026.5'])(
    'refuses the year %j with 400, reading nothing',
    async (asked) => {
      const response = await call('GET /admin/tax-report', { token: auth.tokens.admin, query: { year: asked } });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: MESSAGES.invalidYear });
    },
  );

  it('refuses a supporter (403) and a visitor (401)', async () => {
    expect((await call('GET /admin/tax-report', { token: auth.tokens.userA })).status).toBe(403);
    expect((await call('GET /admin/tax-report')).status).toBe(401);
  });
});
