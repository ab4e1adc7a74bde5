import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { setConfigForTests } from '@/lib/config';
import { apiFailure, mockApi } from '@/test/api-server';
import { TEST_CONFIG } from '@/test/render';
import { aCsvPage } from '../test/fixtures';
import { fetchPurchasesCsv, joinCsvPages, purchasesCsvFileName } from './export-purchases-csv';

/** Answers the export route page by page, keyed by the ?cursor= value ('' for the first page). */
function answerCsvPages(pages: Record<string, { body: string; next?: string; status?: number }>) {
  return mockApi({
    'GET /admin/export/purchases.csv': ({ query }) => {
      const page = pages[query.get('cursor') ?? ''];
      if (!page) return apiFailure(404, 'Not Found');
      return page.status ? new Response(page.body, { status: page.status }) : aCsvPage(page.body, page.next);
    },
  });
}

beforeEach(() => setConfigForTests({ ...TEST_CONFIG }));

describe('purchases CSV export', () => {
  it('follows x-next-cursor until it is absent and joins the pages', async () => {
    const api = answerCsvPages({
      '': { body: 'email,tier\na@example.com,MVP\n', next: 'c2' },
      c2: { body: 'b@example.com,Rookie\n', next: 'c3' },
      c3: { body: 'c@example.com,Starter\n' },
    });

    const csv = await fetchPurchasesCsv();

    expect(csv).toBe('email,tier\na@example.com,MVP\nb@example.com,Rookie\nc@example.com,Starter\n');
    expect(api.calls.map((call) => call.key)).toEqual(Array(3).fill('GET /admin/export/purchases.csv'));
    expect(api.calls.map((call) => call.query.get('cursor'))).toEqual([null, 'c2', 'c3']);
  });

  it('fails with the API error when a page fails', async () => {
    answerCsvPages({ '': { body: 'email\n', next: 'c2' }, c2: { body: '{"message":"Forbidden"}', status: 403 } });

    await expect(fetchPurchasesCsv()).rejects.toEqual(new ApiError(403, 'Forbidden'));
  });

  it('stops on a cursor it has already followed instead of looping', async () => {
    answerCsvPages({ '': { body: 'email\n', next: 'c2' }, c2: { body: 'x\n', next: 'c2' } });

    await expect(fetchPurchasesCsv()).rejects.toThrow('Export cursor repeated: c2');
  });

  it('starts every page on a new line', () => {
    expect(joinCsvPages(['h\r\na', 'b\n', '', 'c'])).toBe('h\r\na\nb\nc\n');
  });

  it('names the file after the local day', () => {
    expect(purchasesCsvFileName(new Date(2026, 10, 21, 23, 30))).toBe('d1gang-purchases-2026-11-21.csv');
  });
});
