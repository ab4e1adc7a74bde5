/** One measured figure against its budget. */
export interface BenchRow {
  area: string;
  metric: string;
  value: string;
  target: string;
  /** null when the metric has no target (informational). */
  met: boolean | null;
}

export function row(area: string, metric: string, value: string, target = '', met: boolean | null = null): BenchRow {
  return { area, metric, value, target, met };
}

/** A Markdown table of the rows. */
export function markdownTable(rows: readonly BenchRow[]): string {
  const verdict = (met: boolean | null) => (met === null ? '' : met ? 'met' : '**missed**');
  const lines = [
    '| area | metric | value | target | verdict |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.area} | ${r.metric} | ${r.value} | ${r.target} | ${verdict(r.met)} |`),
  ];
  return lines.join('\n');
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The rows of a table markdownTable wrote (the header and rule lines left out). */
export function rowsOfMarkdownTable(markdown: string): BenchRow[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| area |'))
    .map((line) => {
      const [area = '', metric = '', value = '', target = '', verdict = ''] = line.slice(2, -2).split(' | ');
      return { area, metric, value, target, met: verdict === 'met' ? true : verdict === '**missed**' ? false : null };
    });
}
