import { TIERS } from '@shared/tiers';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure } from '@/test/api-server';
import { userEvent } from '@/test/user-event';
import { aCsvPage, aPurchase, aPurchasesPage } from '../../test/fixtures';
import { readTable } from '../../test/read-table';
import { renderAdmin, resetAdminTest } from '../../test/render-admin';

afterEach(() => {
  vi.useRealTimers();
  resetAdminTest();
});

describe('admin purchases: filters', () => {
  it('filters by tier and by days on the server, and back to every purchase', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/purchases', {
      'GET /admin/purchases': ({ query }) =>
        query.get('tierId') === 'mvp'
          ? aPurchasesPage([aPurchase({ id: 'p-mvp', email: 'mvp@example.com', tierName: 'MVP' })], { total: 9 })
          : aPurchasesPage([aPurchase({ id: 'p-any', email: 'any@example.com' })], { total: 9 }),
    });
    await screen.findByText('any@example.com');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tier' }), 'MVP');
    expect(await screen.findByText('mvp@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tier' }), 'All tiers');

    expect(await screen.findByText('any@example.com')).toBeInTheDocument();
    const asked = api.callsTo('GET /admin/purchases').map((call) => call.query.toString());
    expect(asked[0]).toBe('');
    expect(asked[1]).toBe('tierId=mvp');
    expect(asked).toContain('tierId=mvp&from=2026-03-01&to=2026-03-31');
    expect(asked.at(-1)).toBe('from=2026-03-01&to=2026-03-31');
  });

  it('offers every tier of the catalogue', async () => {
    renderAdmin('/admin/purchases', { 'GET /admin/purchases': () => aPurchasesPage([]) });

    const tier = await screen.findByRole('combobox', { name: 'Tier' });

    expect(
      within(tier)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All tiers', ...TIERS.map((known) => known.name)]);
  });
});

describe('admin purchases', () => {
  it('shows the count, the revenue badge and every column, with Unknown and N/A fallbacks', async () => {
    const items = [
      aPurchase({
        id: 'p1',
        email: 'mvp@example.com',
        tierName: 'MVP',
        amountCents: 10000,
        stripePaymentIntentId: 'pi_9',
      }),
      aPurchase({ id: 'p2', email: null, tierName: 'Rookie', amountCents: 1500, stripePaymentIntentId: null }),
    ];
    renderAdmin('/admin/purchases', {
      'GET /admin/purchases': () => aPurchasesPage(items, { total: 12, totalRevenueCents: 1234567 }),
    });

    expect(await screen.findByRole('heading', { name: 'All Purchases (12)' })).toBeInTheDocument();
    expect(screen.getByText('Total Revenue: $12,345.67')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Purchases' });
    expect(readTable(table)).toEqual({
      headers: ['User', 'Tier', 'Amount', 'Country', 'Stripe ID', 'Date'],
      rows: [
        ['mvp@example.com', 'MVP', '$100.00', '—', 'pi_9', 'Nov 21, 2026'],
        ['Unknown', 'Rookie', '$15.00', '—', 'N/A', 'Nov 21, 2026'],
      ],
    });
  });

  it('shows what each payment charged, with the subtotal before tax and the tax under it, and the billing country', async () => {
    const items = [
      aPurchase({ id: 'p1', amountCents: 3570, taxCents: 570, billingCountry: 'US', stripePaymentIntentId: 'pi_1' }),
      aPurchase({ id: 'p2', amountCents: 12300, taxCents: 2300, billingCountry: 'DE', stripePaymentIntentId: 'pi_2' }),
      aPurchase({ id: 'p3', amountCents: 3000, taxCents: 0, billingCountry: null, stripePaymentIntentId: 'pi_3' }),
    ];
    renderAdmin('/admin/purchases', { 'GET /admin/purchases': () => aPurchasesPage(items) });

    const table = await screen.findByRole('table', { name: 'Purchases' });
    expect(readTable(table).rows.map((row) => row.slice(2, 4))).toEqual([
      ['$35.70$30.00 + $5.70 tax', 'US'],
      ['$123.00$100.00 + $23.00 tax', 'DE'],
      ['$30.00', '—'],
    ]);
  });

  it('says the revenue is net of tax and shows the tax total beside it', async () => {
    renderAdmin('/admin/purchases', {
      'GET /admin/purchases': () =>
        aPurchasesPage([aPurchase()], { total: 3, totalRevenueCents: 1234567, totalTaxCents: 98765 }),
    });

    // The spec's badge as it was, and the words beside it.
    const revenue = await screen.findByText('Total Revenue: $12,345.67');
    expect(revenue.nextElementSibling).toHaveTextContent('Net of tax · Tax $987.65');
  });

  it('shows what a buyer paid in their own currency beside the US dollars', async () => {
    const items = [
      aPurchase({
        id: 'p1',
        amountCents: 3000,
        stripePaymentIntentId: 'pi_1',
        presented: { currency: 'jpy', amount: 4604 },
      }),
    ];
    renderAdmin('/admin/purchases', { 'GET /admin/purchases': () => aPurchasesPage(items) });

    const table = await screen.findByRole('table', { name: 'Purchases' });
    expect(readTable(table).rows).toEqual([
      ['fan@example.com', 'Starter', '¥4,604 (US$30.00)', '—', 'pi_1', 'Nov 21, 2026'],
    ]);
  });

  it('marks a refunded purchase', async () => {
    renderAdmin('/admin/purchases', {
      'GET /admin/purchases': () => aPurchasesPage([aPurchase({ status: 'refunded' })]),
    });

    const row = (await screen.findByText('fan@example.com')).closest('tr');
    expect(row).toHaveTextContent('StarterRefunded');
  });

  it("shows 'Loading...' and then 'No purchases yet' when there are none", async () => {
    renderAdmin('/admin/purchases', { 'GET /admin/purchases': () => aPurchasesPage([]) });

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('No purchases yet')).toBeInTheDocument();
    expect(screen.getByText('Total Revenue: $0.00')).toBeInTheDocument();
    expect(screen.getByText('Tax $0.00')).toBeInTheDocument();
  });

  it('loads the next page with ?cursor=', async () => {
    const user = userEvent.setup();
    let call = 0;
    const { api } = renderAdmin('/admin/purchases', {
      'GET /admin/purchases': () => {
        call += 1;
        return call === 1
          ? aPurchasesPage([aPurchase({ id: 'p1', email: 'first@example.com' })], { nextCursor: 'next-1' })
          : aPurchasesPage([aPurchase({ id: 'p2', email: 'second@example.com' })]);
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('second@example.com')).toBeInTheDocument();
    expect(screen.getByText('first@example.com')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/purchases').map((call) => call.query.get('cursor'))).toEqual([null, 'next-1']);
  });
});

describe('Export CSV', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  interface CsvPageAnswer {
    body: string;
    next?: string;
    /** The page answers once this settles. */
    gate?: Promise<void>;
    /** Times the page fails before it answers. */
    failures?: number;
  }

  /**
   * The purchases screen (no purchases, `total` of them counted) whose export answers page by page,
   * keyed by ?cursor= ('' first).
   */
  function renderExport(csvPages: Record<string, CsvPageAnswer>, total: number | null = 4) {
    const failures = new Map(Object.entries(csvPages).map(([cursor, answer]) => [cursor, answer.failures ?? 0]));
    return renderAdmin('/admin/purchases', {
      'GET /admin/purchases': () =>
        total === null ? apiFailure(500, 'Internal Server Error') : aPurchasesPage([], { total }),
      'GET /admin/export/purchases.csv': async ({ query }) => {
        const cursor = query.get('cursor') ?? '';
        const csvPage = csvPages[cursor];
        await csvPage?.gate;
        const failuresLeft = failures.get(cursor) ?? 0;
        if (!csvPage || failuresLeft > 0) {
          failures.set(cursor, failuresLeft - 1);
          return apiFailure(500, 'Internal Server Error');
        }
        return aCsvPage(csvPage.body, csvPage.next);
      },
    });
  }

  /** A promise the test settles when it chooses. */
  function gate() {
    let release = () => {};
    const promise = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { promise, release };
  }

  const exportCursors = (api: ReturnType<typeof renderExport>['api']) =>
    api.callsTo('GET /admin/export/purchases.csv').map((call) => call.query.get('cursor'));

  function captureDownloads() {
    const downloads: Array<{ name: string; blob: Blob }> = [];
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs; these stand in for the browser's and are removed after each test.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob) downloads.push({ name: this.download, blob });
    });
    return downloads;
  }

  const PAGES = {
    '': { body: 'email,tier\na@example.com,MVP\nb@example.com,MVP\n', next: 'page-2' },
    'page-2': { body: 'c@example.com,Rookie\nd@example.com,Rookie\n' },
  };
  const WHOLE_FILE = 'email,tier\na@example.com,MVP\nb@example.com,MVP\nc@example.com,Rookie\nd@example.com,Rookie\n';

  it('downloads every page as one dated file, disabling the button meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 9, 0));
    const firstPage = gate();
    const downloads = captureDownloads();
    const user = userEvent.setup();
    const { api } = renderExport({ ...PAGES, '': { ...PAGES[''], gate: firstPage.promise } });

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    firstPage.release();

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toBe('d1gang-purchases-2026-11-21.csv');
    expect(await downloads[0]?.blob.text()).toBe(WHOLE_FILE);
    expect(exportCursors(api)).toEqual([null, 'page-2']);
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows the rows exported so far of the purchase count while it exports', async () => {
    const secondPage = gate();
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderExport({ ...PAGES, 'page-2': { ...PAGES['page-2'], gate: secondPage.promise } }, 12_000);
    await screen.findByRole('heading', { name: 'All Purchases (12000)' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Exporting… 2 rows of 12,000')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Exporting… 2 rows of 12,000');
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    secondPage.release();
    await waitFor(() => expect(downloads).toHaveLength(1));
  });

  it('shows the rows exported so far alone when the purchase count did not load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const secondPage = gate();
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderExport({ ...PAGES, 'page-2': { ...PAGES['page-2'], gate: secondPage.promise } }, null);
    await screen.findByRole('button', { name: 'Retry' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Exporting… 2 rows')).toBeInTheDocument();
    secondPage.release();
    await waitFor(() => expect(downloads).toHaveLength(1));
  });

  it('cancels an export: nothing is downloaded and the next export starts from the first page', async () => {
    const secondPage = gate();
    const downloads = captureDownloads();
    const user = userEvent.setup();
    const { api } = renderExport({ ...PAGES, 'page-2': { ...PAGES['page-2'], gate: secondPage.promise } });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await screen.findByText('Exporting… 2 rows of 4');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    secondPage.release();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(await downloads[0]?.blob.text()).toBe(WHOLE_FILE);
    expect(exportCursors(api)).toEqual([null, 'page-2', null, 'page-2']);
  });

  it("shows the error with 'Try again', which resumes from the page that failed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const downloads = captureDownloads();
    const user = userEvent.setup();
    const { api } = renderExport({ ...PAGES, 'page-2': { ...PAGES['page-2'], failures: 1 } });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to export purchases');
    expect(downloads).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(await downloads[0]?.blob.text()).toBe(WHOLE_FILE);
    expect(exportCursors(api)).toEqual([null, 'page-2', 'page-2']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts over from the first page when Export CSV is pressed after an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const downloads = captureDownloads();
    const user = userEvent.setup();
    const { api } = renderExport({ ...PAGES, 'page-2': { ...PAGES['page-2'], failures: 1 } });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await screen.findByRole('alert');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(await downloads[0]?.blob.text()).toBe(WHOLE_FILE);
    expect(exportCursors(api)).toEqual([null, 'page-2', null, 'page-2']);
  });
});
