import { TIERS } from '@shared/tiers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure } from '@/test/api-server';
import { aCsvPage, aPurchase } from '../test/fixtures';
import { readTable } from '../test/read-table';
import { renderAdmin, resetAdminTest } from '../test/render-admin';

afterEach(() => {
  vi.useRealTimers();
  resetAdminTest();
});

const page = (items: ReturnType<typeof aPurchase>[], nextCursor: string | null = null, extra = {}) => ({
  items,
  nextCursor,
  total: items.length,
  totalRevenueCents: 0,
  ...extra,
});

describe('admin purchases: filters', () => {
  it('filters by tier and by days on the server, and back to every purchase', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/purchases', {
      'GET /admin/purchases': ({ query }) =>
        query.get('tierId') === 'mvp'
          ? page([aPurchase({ id: 'p-mvp', email: 'mvp@example.com', tierName: 'MVP' })], null, { total: 9 })
          : page([aPurchase({ id: 'p-any', email: 'any@example.com' })], null, { total: 9 }),
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
    renderAdmin('/admin/purchases', { 'GET /admin/purchases': () => page([]) });

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
      'GET /admin/purchases': () => page(items, null, { total: 12, totalRevenueCents: 1234567 }),
    });

    expect(await screen.findByRole('heading', { name: 'All Purchases (12)' })).toBeInTheDocument();
    expect(screen.getByText('Total Revenue: $12,345.67')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Purchases' });
    expect(readTable(table)).toEqual({
      headers: ['User', 'Tier', 'Amount', 'Stripe ID', 'Date'],
      rows: [
        ['mvp@example.com', 'MVP', '$100.00', 'pi_9', 'Nov 21, 2026'],
        ['Unknown', 'Rookie', '$15.00', 'N/A', 'Nov 21, 2026'],
      ],
    });
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
    renderAdmin('/admin/purchases', { 'GET /admin/purchases': () => page(items) });

    const table = await screen.findByRole('table', { name: 'Purchases' });
    expect(readTable(table).rows).toEqual([
      ['fan@example.com', 'Starter', '¥4,604 (US$30.00)', 'pi_1', 'Nov 21, 2026'],
    ]);
  });

  it('marks a refunded purchase', async () => {
    renderAdmin('/admin/purchases', { 'GET /admin/purchases': () => page([aPurchase({ status: 'refunded' })]) });

    const row = (await screen.findByText('fan@example.com')).closest('tr');
    expect(row).toHaveTextContent('StarterRefunded');
  });

  it("shows 'Loading...' and then 'No purchases yet' when there are none", async () => {
    renderAdmin('/admin/purchases', { 'GET /admin/purchases': () => page([]) });

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('No purchases yet')).toBeInTheDocument();
    expect(screen.getByText('Total Revenue: $0.00')).toBeInTheDocument();
  });

  it('loads the next page with ?cursor=', async () => {
    const user = userEvent.setup();
    let call = 0;
    const { api } = renderAdmin('/admin/purchases', {
      'GET /admin/purchases': () => {
        call += 1;
        return call === 1
          ? page([aPurchase({ id: 'p1', email: 'first@example.com' })], 'next-1')
          : page([aPurchase({ id: 'p2', email: 'second@example.com' })]);
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

  /** The purchases screen (no purchases) whose export answers page by page, keyed by ?cursor= ('' first). */
  function renderExport(csvPages: Record<string, { body: string; next?: string }>, gate?: Promise<void>) {
    return renderAdmin('/admin/purchases', {
      'GET /admin/purchases': () => page([]),
      'GET /admin/export/purchases.csv': async ({ query }) => {
        await gate;
        const csvPage = csvPages[query.get('cursor') ?? ''];
        return csvPage ? aCsvPage(csvPage.body, csvPage.next) : apiFailure(500, 'Internal Server Error');
      },
    });
  }

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

  it('downloads every page as one dated file, disabling the button meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 9, 0));
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const downloads = captureDownloads();
    const user = userEvent.setup();
    const { api } = renderExport(
      { '': { body: 'email,tier\na@example.com,MVP\n', next: 'page-2' }, 'page-2': { body: 'b@example.com,Rookie\n' } },
      gate,
    );

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    release();

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toBe('d1gang-purchases-2026-11-21.csv');
    expect(await downloads[0]?.blob.text()).toBe('email,tier\na@example.com,MVP\nb@example.com,Rookie\n');
    const cursors = api.callsTo('GET /admin/export/purchases.csv').map((call) => call.query.get('cursor'));
    expect(cursors).toEqual([null, 'page-2']);
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('shows an error toast when the export fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderExport({ '': { body: 'email\n', next: 'broken' } });

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Failed to export purchases')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
