// @vitest-environment node
import { formatLongDate } from './dates';

describe('formatLongDate', () => {
  it('writes a long US date', () => {
    expect(formatLongDate('2026-11-21T12:00:00.000Z')).toBe('November 21, 2026');
  });

  it.each([null, undefined, '', 'not a date'])("says 'N/A' for %j", (value) => {
    expect(formatLongDate(value)).toBe('N/A');
  });
});
