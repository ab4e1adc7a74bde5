// @vitest-environment node
import { formatLongDate } from './dates';
import { setPageLocale } from './locale';

describe('formatLongDate', () => {
  it('writes a long US date', () => {
    expect(formatLongDate('2026-11-21T12:00:00.000Z')).toBe('November 21, 2026');
  });

  it.each([null, undefined, '', 'not a date'])("says 'N/A' for %j", (value) => {
    expect(formatLongDate(value)).toBe('N/A');
  });
});

describe('formatLongDate in other languages', () => {
  afterEach(() => setPageLocale('/'));

  it('writes the date in the language it is given', () => {
    expect(formatLongDate('2026-11-21T12:00:00.000Z', 'es')).toBe('21 de noviembre de 2026');
  });

  it("writes it in the page's language by default", () => {
    setPageLocale('/de/terms');
    expect(formatLongDate('2026-11-21T12:00:00.000Z')).toBe('21. November 2026');
  });
});
