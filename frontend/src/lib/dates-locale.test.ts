// @vitest-environment node
import { formatLongDate } from './dates';
import { setPageLocale } from './locale';

afterEach(() => setPageLocale('/'));

describe('a missing date in other languages', () => {
  it.each([
    ['/es/profile', 'N/D'],
    ['/de/profile', 'k. A.'],
    ['/fr/profile', 'N/D'],
  ])("is said in the page's language on %s", (path, words) => {
    setPageLocale(path);
    expect(formatLongDate(null)).toBe(words);
    expect(formatLongDate('not a date')).toBe(words);
  });
});
