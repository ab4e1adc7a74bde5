import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { setConfigForTests } from '@/lib/config';
import { apiFailure, mockApi } from '@/test/api-server';
import { TEST_CONFIG } from '@/test/render';
import { aCsvPage } from '../../test/fixtures';
import { type CsvExportProgress, fetchPurchasesCsv, purchasesCsvFileName } from './export-purchases-csv';

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
  it('follows x-next-cursor until it is absent and builds one file from the pages', async () => {
    const api = answerCsvPages({
      '': { body: 'email,tier\na@example.com,MVP\n', next: 'c2' },
      c2: { body: 'b@example.com,Rookie\n', next: 'c3' },
      c3: { body: 'c@example.com,Starter\n' },
    });

    const file = await fetchPurchasesCsv();

    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(await file.text()).toBe('email,tier\na@example.com,MVP\nb@example.com,Rookie\nc@example.com,Starter\n');
    expect(api.calls.map((call) => call.key)).toEqual(Array(3).fill('GET /admin/export/purchases.csv'));
    expect(api.calls.map((call) => call.query.get('cursor'))).toEqual([null, 'c2', 'c3']);
  });

  it('reports the data rows fetched after each page, the header row not counted', async () => {
    answerCsvPages({
      '': { body: 'email,tier\na@example.com,MVP\nb@example.com,MVP\n', next: 'c2' },
      c2: { body: 'c@example.com,Rookie\n' },
    });
    const reported: Array<[number, string | undefined]> = [];

    await fetchPurchasesCsv({ onPage: (progress) => reported.push([progress.rows, progress.nextCursor]) });

    expect(reported).toEqual([
      [2, 'c2'],
      [3, undefined],
    ]);
  });

  it('fails with the API error when a page fails, the pages before it reported', async () => {
    answerCsvPages({
      '': { body: 'email\na@example.com\n', next: 'c2' },
      c2: { body: '{"message":"Forbidden"}', status: 403 },
    });
    let last: CsvExportProgress | undefined;

    await expect(fetchPurchasesCsv({ onPage: (progress) => (last = progress) })).rejects.toEqual(
      new ApiError(403, 'Forbidden'),
    );
    expect(last?.rows).toBe(1);
    expect(last?.nextCursor).toBe('c2');
  });

  it('resumes from the page that failed, keeping the pages already fetched', async () => {
    const api = answerCsvPages({ c2: { body: 'b@example.com\n' } });
    const firstPage = new Blob(['email\na@example.com\n']);

    const file = await fetchPurchasesCsv({ from: { pages: [firstPage], rows: 1, nextCursor: 'c2' } });

    expect(await file.text()).toBe('email\na@example.com\nb@example.com\n');
    expect(api.calls.map((call) => call.query.get('cursor'))).toEqual(['c2']);
  });

  it('stops on a cursor it has already followed instead of looping', async () => {
    answerCsvPages({ '': { body: 'email\n', next: 'c2' }, c2: { body: 'x\n', next: 'c2' } });

    await expect(fetchPurchasesCsv()).rejects.toThrow('Export cursor repeated: c2');
  });

  it('starts every page on a new line', async () => {
    answerCsvPages({ '': { body: 'h\r\na', next: 'c2' }, c2: { body: 'b\n', next: 'c3' }, c3: { body: 'c' } });

    const file = await fetchPurchasesCsv();

    expect(await file.text()).toBe('h\r\na\nb\nc\n');
  });

  it('names the file after the local day', () => {
    expect(purchasesCsvFileName(new Date(2026, 10, 21, 23, 30))).toBe('d1gang-purchases-2026-11-21.csv');
  });
});
