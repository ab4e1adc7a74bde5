import { NEXT_CURSOR_HEADER } from '@shared/api/headers';
import { useEffect, useRef, useState } from 'react';
import { apiResponse } from '@/lib/api-client';
import { downloadFile } from '../../lib/download-file';
import { isoDay } from '../../lib/format-date';

const CSV_TYPE = 'text/csv;charset=utf-8';

/** What an export has fetched so far: its pages (the first holds the header row), their data rows, and the next page's cursor. */
export interface CsvExportProgress {
  pages: readonly Blob[];
  rows: number;
  nextCursor: string | undefined;
}

const NOTHING_FETCHED: CsvExportProgress = { pages: [], rows: 0, nextCursor: undefined };

/** A page as a Blob that ends its last line, and the data rows in it (no field of the export holds a line break). */
function csvPage(text: string, withHeader: boolean) {
  const lines = text === '' || text.endsWith('\n') ? text : `${text}\n`;
  const lineCount = lines.split('\n').length - 1;
  return { blob: new Blob([lines], { type: CSV_TYPE }), rows: withHeader ? Math.max(lineCount - 1, 0) : lineCount };
}

interface FetchOptions {
  /** Where to carry on from: an export that stopped at a failed page. */
  from?: CsvExportProgress;
  onPage?: (progress: CsvExportProgress) => void;
  signal?: AbortSignal;
}

/**
 * Every page of the purchases export from `from` on, following x-next-cursor, as one file built from
 * the pages' Blobs (no string of the whole export). Each page is reported to `onPage`, so an export
 * that fails can resume at the page that failed.
 */
export async function fetchPurchasesCsv({ from = NOTHING_FETCHED, onPage, signal }: FetchOptions = {}): Promise<Blob> {
  let progress = from;
  const seen = new Set<string>();
  do {
    const response = await apiResponse('GET /admin/export/purchases.csv', {
      query: { cursor: progress.nextCursor },
      signal,
    });
    const page = csvPage(await response.text(), progress.pages.length === 0);
    const nextCursor = response.headers.get(NEXT_CURSOR_HEADER) || undefined;
    // A cursor seen before would loop forever; treat it as a server fault.
    if (nextCursor && seen.has(nextCursor)) throw new Error(`Export cursor repeated: ${nextCursor}`);
    if (nextCursor) seen.add(nextCursor);
    progress = { pages: [...progress.pages, page.blob], rows: progress.rows + page.rows, nextCursor };
    onPage?.(progress);
  } while (progress.nextCursor);
  return new Blob([...progress.pages], { type: CSV_TYPE });
}

export const purchasesCsvFileName = (today: Date) => `d1gang-purchases-${isoDay(today)}.csv`;

type ExportState = { status: 'idle' } | { status: 'exporting' | 'failed'; rows: number };

/**
 * The purchases export as the admin runs it: `start` fetches every page and downloads the file,
 * `cancel` drops it, and after a failed page `resume` carries on from that page. Leaving the screen
 * cancels it.
 */
export function usePurchasesCsvExport() {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const fetched = useRef(NOTHING_FETCHED);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function run(from: CsvExportProgress) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    fetched.current = from;
    setState({ status: 'exporting', rows: from.rows });
    const onPage = (progress: CsvExportProgress) => {
      if (controller.signal.aborted) return;
      fetched.current = progress;
      setState({ status: 'exporting', rows: progress.rows });
    };
    try {
      const file = await fetchPurchasesCsv({ from, onPage, signal: controller.signal });
      if (controller.signal.aborted) return;
      downloadFile(purchasesCsvFileName(new Date()), file);
      fetched.current = NOTHING_FETCHED;
      setState({ status: 'idle' });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Purchases export failed', error);
      setState({ status: 'failed', rows: fetched.current.rows });
    }
  }

  return {
    state,
    start: () => run(NOTHING_FETCHED),
    resume: () => run(fetched.current),
    cancel: () => {
      running.current?.abort();
      fetched.current = NOTHING_FETCHED;
      setState({ status: 'idle' });
    },
  };
}
