import { NEXT_CURSOR_HEADER } from '@shared/api/headers';
import { useMutation } from '@tanstack/react-query';
import { apiResponse } from '@/lib/api-client';
import { downloadTextFile } from '../lib/download-file';
import { isoDay } from '../lib/format-date';

/** Every page of the purchases export joined into one CSV (the header row comes with page one only). */
export async function fetchPurchasesCsv(): Promise<string> {
  const parts: string[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  do {
    const response = await apiResponse('GET /admin/export/purchases.csv', { query: { cursor } });
    parts.push(await response.text());
    cursor = response.headers.get(NEXT_CURSOR_HEADER) || undefined;
    // A cursor seen before would loop forever; treat it as a server fault.
    if (cursor && seen.has(cursor)) throw new Error(`Export cursor repeated: ${cursor}`);
    if (cursor) seen.add(cursor);
  } while (cursor);
  return joinCsvPages(parts);
}

/** Joins pages so that each starts on its own line, whether or not the previous one ended with a newline. */
export function joinCsvPages(pages: string[]): string {
  return pages
    .filter((page) => page.length > 0)
    .map((page) => (page.endsWith('\n') ? page : `${page}\n`))
    .join('');
}

export const purchasesCsvFileName = (today: Date) => `d1gang-purchases-${isoDay(today)}.csv`;

/** Fetches the whole export and downloads it as one file. */
async function exportPurchasesCsv(): Promise<void> {
  const csv = await fetchPurchasesCsv();
  downloadTextFile(purchasesCsvFileName(new Date()), csv, 'text/csv;charset=utf-8');
}

export function useExportPurchasesCsv() {
  return useMutation({ mutationFn: exportPurchasesCsv });
}
