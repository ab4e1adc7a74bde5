import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ceilingTable, LIMITS, SURGE, storeCeiling, visitorsHeld } from './capacity-model';

const CAPACITY_PAGE = join(__dirname, '../../docs/capacity.md');

/** A Markdown table's cells, row by row, whatever the padding the formatter gave it. */
function cells(table: string): string[][] {
  return table
    .trim()
    .split('\n')
    .filter((line) => !/^\|[\s:|-]+\|$/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('the capacity model', () => {
  test('a busiest minute of 30 % of 10 minutes, 10 % signing up: 1 call a second per 2,000 visitors', () => {
    expect(SURGE).toEqual({ windowMinutes: 10, signUpShare: 0.1, buyShare: 0.6, peakMinuteShare: 0.3 });
    expect(visitorsHeld(1, 1)).toBe(2000);
  });

  test('before, the SES rate held 17,500 visitors and dropped codes past it; now codes wait, and 56,000 fit', () => {
    expect(storeCeiling('before')).toEqual({ visitors: 17_500, limit: 'SES send rate (codes, receipts, updates)' });
    expect(storeCeiling('now')).toEqual({ visitors: 56_000, limit: 'SES send rate (codes, receipts, updates)' });
    expect(storeCeiling('raised')).toEqual({ visitors: 200_000, limit: 'SES send rate (codes, receipts, updates)' });
  });

  test('every quota names its source and a raise above its rate', () => {
    for (const limit of LIMITS) {
      expect(limit.source).toMatch(/^(https:\/\/docs\.|infra\/)/);
      expect(limit.raise.toPerSecond).toBeGreaterThan(limit.perSecond);
    }
  });

  test('docs/capacity.md carries the table the model gives', () => {
    const page = readFileSync(CAPACITY_PAGE, 'utf8');
    const documented = /<!-- capacity-table:start -->([\s\S]*?)<!-- capacity-table:end -->/.exec(page)?.[1];
    expect(documented).toBeDefined();
    expect(cells(documented ?? '')).toEqual(cells(ceilingTable()));
  });
});
