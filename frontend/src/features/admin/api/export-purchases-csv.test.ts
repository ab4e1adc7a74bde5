import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { setConfigForTests } from '@/lib/config';
import { TEST_CONFIG } from '@/test/render';
import { fetchPurchasesCsv, joinCsvPages, purchasesCsvFileName } from './export-purchases-csv';

/** Answers the export route page by page, keyed by the ?cursor= value ('' for the first page). */
function stubCsvPages(pages: Record<string, { body: string; next?: string; status?: number }>) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const page = pages[url.searchParams.get('cursor') ?? ''];
    if (!page) return new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 });
    const headers: Record<string, string> = { 'content-type': 'text/csv' };
    if (page.next) headers['x-next-cursor'] = page.next;
    return new Response(page.body, { status: page.status ?? 200, headers });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

beforeEach(() => setConfigForTests({ ...TEST_CONFIG }));
afterEach(() => vi.unstubAllGlobals());

describe('purchases CSV export', () => {
  it('follows x-next-cursor until it is absent and joins the pages', async () => {
    const fetchStub = stubCsvPages({
      '': { body: 'email,tier\na@example.com,MVP\n', next: 'c2' },
      c2: { body: 'b@example.com,Rookie\n', next: 'c3' },
      c3: { body: 'c@example.com,Starter\n' },
    });

    const csv = await fetchPurchasesCsv();

    expect(csv).toBe('email,tier\na@example.com,MVP\nb@example.com,Rookie\nc@example.com,Starter\n');
    const urls = fetchStub.mock.calls.map(([input]) => new URL(String(input)));
    expect(urls.map((url) => url.pathname)).toEqual(Array(3).fill('/admin/export/purchases.csv'));
    expect(urls.map((url) => url.searchParams.get('cursor'))).toEqual([null, 'c2', 'c3']);
  });

  it('fails with the API error when a page fails', async () => {
    stubCsvPages({ '': { body: 'email\n', next: 'c2' }, c2: { body: '{"message":"Forbidden"}', status: 403 } });

    await expect(fetchPurchasesCsv()).rejects.toEqual(new ApiError(403, 'Forbidden'));
  });

  it('stops on a cursor it has already followed instead of looping', async () => {
    stubCsvPages({ '': { body: 'email\n', next: 'c2' }, c2: { body: 'x\n', next: 'c2' } });

    await expect(fetchPurchasesCsv()).rejects.toThrow('Export cursor repeated: c2');
  });

  it('starts every page on a new line', () => {
    expect(joinCsvPages(['h\r\na', 'b\n', '', 'c'])).toBe('h\r\na\nb\nc\n');
  });

  it('names the file after the local day', () => {
    expect(purchasesCsvFileName(new Date(2026, 10, 21, 23, 30))).toBe('d1gang-purchases-2026-11-21.csv');
  });
});
