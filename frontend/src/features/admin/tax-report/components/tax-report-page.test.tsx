import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { TaxReportResponse } from '@shared/api/types/admin';
import { MESSAGES } from '@shared/schemas/messages';
import { TAX_MESSAGES } from '@shared/tax-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFailure } from '@/test/api-server';
import { userEvent } from '@/test/user-event';
import { captureDownloads } from '../../test/capture-downloads';
import { readTable } from '../../test/read-table';
import { onPhone, renderAdmin, resetAdminTest } from '../../test/render-admin';
import { aTaxReportRow, YEAR_2026 } from '../test/fixtures';

// Mid-2027 (UTC): the year picker offers 2027 and 2026, the year the store opened.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-06-15T12:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  resetAdminTest();
});

/** The report as the API answers it: 2026's rows for 2026, nothing for any other year. */
const answerByYear = ({ query }: { query: URLSearchParams }): TaxReportResponse => {
  const year = Number(query.get('year'));
  return { year, rows: year === 2026 ? YEAR_2026 : [] };
};

const yearPicker = () => screen.getByRole('combobox', { name: 'Year' });
const yearOptions = () =>
  within(yearPicker())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the tax report page', () => {
  it('is linked from the sidebar after Purchases and Gifts, and opens on the current UTC year', async () => {
    const { api } = renderAdmin('/admin/tax-report', { 'GET /admin/tax-report': answerByYear });

    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.slice(labels.indexOf('Purchases'), labels.indexOf('Purchases') + 3)).toEqual([
      'Purchases',
      'Gifts',
      'Tax report',
    ]);
    expect(within(nav).getByRole('link', { name: 'Tax report' })).toHaveAttribute('href', '/admin/tax-report');
    expect(await screen.findByRole('heading', { level: 2, name: 'Tax report' })).toBeInTheDocument();
    expect(await screen.findByText('No sales or refunds in 2027.')).toBeInTheDocument();
    expect(yearPicker()).toHaveValue('2027');
    expect(yearOptions()).toEqual(['2027', '2026']);
    expect(api.callsTo('GET /admin/tax-report').map((call) => call.query.get('year'))).toEqual(['2027']);
  });

  it('shows each month and country with its figures, the year total, and what the figures are', async () => {
    renderAdmin('/admin/tax-report?year=2026', { 'GET /admin/tax-report': answerByYear });

    const table = await screen.findByRole('table', { name: 'Tax report' });
    expect(readTable(table)).toEqual({
      headers: ['Month', 'Country', 'Sales', 'Charged', 'Given back', 'Net of tax', 'Tax'],
      rows: [
        ['November 2026', 'DE (Germany)', '2', '$71.40', '$0.00', '$60.00', '$11.40'],
        ['November 2026', 'US (United States)', '1', '$30.00', '$0.00', '$30.00', '$0.00'],
        ['November 2026', 'No country', '1', '$15.00', '$0.00', '$15.00', '$0.00'],
        ['December 2026', 'DE (Germany)', '0', '$0.00', '$35.70', '-$30.00', '-$5.70'],
        ['Year total', 'All countries', '4', '$116.40', '$35.70', '$75.00', '$5.70'],
      ],
    });
    expect(screen.getByText(TAX_MESSAGES.taxReportBasis)).toBeInTheDocument();
    expect(TAX_MESSAGES.taxReportBasis).toBe(
      'Figures are in US dollars, by the month (UTC) a sale or refund happened: a refund lowers the month it was made in, not the month of the sale. Stripe Tax’s own reports are the source for filing tax returns.',
    );
    expect(screen.getByRole('heading', { name: 'Sales and tax in 2026' })).toBeInTheDocument();
  });

  it('loads the year chosen and keeps it in the address', async () => {
    const user = userEvent.setup();
    const { api, router } = renderAdmin('/admin/tax-report', { 'GET /admin/tax-report': answerByYear });
    await screen.findByText('No sales or refunds in 2027.');

    await user.selectOptions(yearPicker(), '2026');

    expect(await screen.findByRole('table', { name: 'Tax report' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?year=2026');
    expect(yearPicker()).toHaveValue('2026');
    expect(yearPicker()).toHaveFocus();
    expect(api.callsTo('GET /admin/tax-report').map((call) => call.query.get('year'))).toEqual(['2027', '2026']);
  });

  it('opens the year the address names', async () => {
    const { api } = renderAdmin('/admin/tax-report?year=2026', { 'GET /admin/tax-report': answerByYear });

    expect(await screen.findByRole('table', { name: 'Tax report' })).toBeInTheDocument();
    expect(yearPicker()).toHaveValue('2026');
    expect(api.callsTo('GET /admin/tax-report').map((call) => call.query.get('year'))).toEqual(['2026']);
  });

  it('says when a year has no sales or refunds, and offers no file', async () => {
    renderAdmin('/admin/tax-report?year=2027', { 'GET /admin/tax-report': answerByYear });

    expect(await screen.findByText('No sales or refunds in 2027.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it("shows the API's message when it refuses the year, and keeps the year picker", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAdmin('/admin/tax-report?year=1999', {
      'GET /admin/tax-report': () => apiFailure(400, MESSAGES.invalidYear),
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The year must be a year from 2000 to 2100, like 2026');
    expect(alert).not.toHaveTextContent(ADMIN_MESSAGES.loadFailed);
    expect(yearPicker()).toHaveValue('1999');
    expect(yearOptions()).toEqual(['2027', '2026', '1999']);
  });

  it('offers Retry when the report cannot be loaded, and loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let calls = 0;
    renderAdmin('/admin/tax-report?year=2026', {
      'GET /admin/tax-report': (call) => {
        calls += 1;
        return calls === 1 ? apiFailure(500, 'Internal Server Error') : answerByYear(call);
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ADMIN_MESSAGES.loadFailed);
    expect(alert).not.toHaveTextContent('Internal Server Error');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('table', { name: 'Tax report' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows Loading... while the year loads', async () => {
    renderAdmin('/admin/tax-report?year=2026', { 'GET /admin/tax-report': () => new Promise<never>(() => {}) });

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('downloads the rows it shows as tax-report-<year>.csv, a text cell that could run as a formula guarded', async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderAdmin('/admin/tax-report?year=2026', {
      'GET /admin/tax-report': () => ({
        year: 2026,
        rows: [...YEAR_2026, aTaxReportRow({ month: '2026-12', country: '=1+1' })],
      }),
    });

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    expect(downloads.map((download) => download.name)).toEqual(['tax-report-2026.csv']);
    expect(downloads[0]?.blob.type).toBe('text/csv;charset=utf-8');
    expect(await downloads[0]?.blob.text()).toBe(
      [
        'month,country,sales,charged_cents,given_back_cents,net_cents,tax_cents',
        '2026-11,DE,2,7140,0,6000,1140',
        '2026-11,US,1,3000,0,3000,0',
        '2026-11,,1,1500,0,1500,0',
        '2026-12,DE,0,0,3570,-3000,-570',
        "2026-12,'=1+1,1,3570,0,3000,570",
        '',
      ].join('\n'),
    );
  });

  it('shows a card for each month and country, then the year total, on a phone', async () => {
    onPhone();
    renderAdmin('/admin/tax-report?year=2026', { 'GET /admin/tax-report': answerByYear });

    const list = await screen.findByRole('list', { name: 'Tax report' });
    const cards = within(list).getAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards.map((card) => card.textContent)).toEqual([
      'MonthNovember 2026CountryDE (Germany)Sales2Charged$71.40Given back$0.00Net of tax$60.00Tax$11.40',
      'MonthNovember 2026CountryUS (United States)Sales1Charged$30.00Given back$0.00Net of tax$30.00Tax$0.00',
      'MonthNovember 2026CountryNo countrySales1Charged$15.00Given back$0.00Net of tax$15.00Tax$0.00',
      'MonthDecember 2026CountryDE (Germany)Sales0Charged$0.00Given back$35.70Net of tax-$30.00Tax-$5.70',
      'MonthYear totalCountryAll countriesSales4Charged$116.40Given back$35.70Net of tax$75.00Tax$5.70',
    ]);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });
});
