import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, signedInAs } from '@/test/render';
import { AdminGate as AdminApp } from '../admin-gate';
import { aPurchase } from '../test/fixtures';
import { readTable } from '../test/read-table';
import { exitRoutes, renderAdmin, resetAdminTest } from '../test/render-admin';

afterEach(() => {
  vi.useRealTimers();
  resetAdminTest();
});

const page = (items: ReturnType<typeof aPurchase>[], nextCursor: string | null = null, extra = {}) =>
  [200, { items, nextCursor, total: items.length, totalRevenueCents: 0, ...extra }] as [number, unknown];

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
    const lastUrl = new URL(String(api.fetchStub.mock.calls.at(-1)?.[0]));
    expect(lastUrl.pathname).toBe('/admin/purchases');
    expect(lastUrl.searchParams.get('cursor')).toBe('next-1');
  });
});

describe('Export CSV', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  function stubExport(csvPages: Record<string, { body: string; next?: string }>, gate?: Promise<void>) {
    const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      if (url.pathname === '/admin/role') return Response.json({ isAdmin: true });
      if (url.pathname === '/admin/purchases')
        return Response.json({ items: [], nextCursor: null, total: 0, totalRevenueCents: 0 });
      if (url.pathname !== '/admin/export/purchases.csv') return new Response('{}', { status: 404 });
      await gate;
      const csvPage = csvPages[url.searchParams.get('cursor') ?? ''];
      if (!csvPage) return Response.json({ message: 'Internal Server Error' }, { status: 500 });
      return new Response(csvPage.body, { headers: csvPage.next ? { 'x-next-cursor': csvPage.next } : {} });
    });
    vi.stubGlobal('fetch', fetchStub);
    return fetchStub;
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
    const fetchStub = stubExport(
      { '': { body: 'email,tier\na@example.com,MVP\n', next: 'page-2' }, 'page-2': { body: 'b@example.com,Rookie\n' } },
      gate,
    );
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderPurchases();

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    release();

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toBe('d1gang-purchases-2026-11-21.csv');
    expect(await downloads[0]?.blob.text()).toBe('email,tier\na@example.com,MVP\nb@example.com,Rookie\n');
    const cursors = fetchStub.mock.calls
      .map(([input]) => new URL(String(input)))
      .filter((url) => url.pathname === '/admin/export/purchases.csv')
      .map((url) => url.searchParams.get('cursor'));
    expect(cursors).toEqual([null, 'page-2']);
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('shows an error toast when the export fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubExport({ '': { body: 'email\n', next: 'broken' } });
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderPurchases();

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Failed to export purchases')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});

/** The purchases screen on the fetch stub the test installed (the export answers with CSV, not JSON). */
function renderPurchases() {
  return renderRoute(<AdminApp />, {
    at: '/admin/purchases',
    path: '/admin/*',
    auth: signedInAs(),
    routes: exitRoutes,
  });
}
