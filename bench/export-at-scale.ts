/** The purchases CSV export at scale, followed page by page as the admin panel does: time, rows, memory. */
import { NEXT_CURSOR_HEADER } from '@shared/api/headers';
import { type BenchRow, row } from './report';

const MEMORY_SAMPLE_MS = 20;
const MEMORY_BUDGET_MB = 256;
const mb = (bytes: number) => bytes / 2 ** 20;

/** Rows of a CSV page: its lines, less the header on the first page. */
function rowsOf(page: string, first: boolean): number {
  const lines = page.split('\n').filter((line) => line.length > 0).length;
  return first ? lines - 1 : lines;
}

/** Follows `x-next-cursor` to the last page, sampling this process's memory (the handler runs in it). */
export async function benchExport(apiUrl: string, token: string, purchaseCount: number): Promise<BenchRow[]> {
  globalThis.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, MEMORY_SAMPLE_MS);
  const started = performance.now();
  let rows = 0;
  let pages = 0;
  let cursor: string | null = null;
  try {
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const response = await fetch(`${apiUrl}/admin/export/purchases.csv${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const page = await response.text();
      if (response.status !== 200) throw new Error(`The export answered ${response.status}: ${page.slice(0, 200)}`);
      rows += rowsOf(page, pages === 0);
      pages += 1;
      cursor = response.headers.get(NEXT_CURSOR_HEADER);
      peak = Math.max(peak, process.memoryUsage().rss);
    } while (cursor);
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const added = mb(peak - baseline);
  const area = 'Scale export GET /admin/export/purchases.csv';
  return [
    row(area, 'duration (every page)', `${seconds.toFixed(1)} s`),
    row(area, 'pages', String(pages)),
    row(area, 'rows vs purchase count', `${rows} / ${purchaseCount}`, 'equal', rows === purchaseCount),
    row(
      area,
      'process memory (rss) peak, added during the export',
      `${mb(peak).toFixed(0)} MB, +${added.toFixed(0)} MB`,
      `+< ${MEMORY_BUDGET_MB} MB`,
      added < MEMORY_BUDGET_MB,
    ),
  ];
}
