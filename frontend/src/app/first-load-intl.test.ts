/**
 * The first Intl formatter a page makes loads the locale data on the main thread (shared/counts.ts):
 * none of the modules the landing loads may make one while they are evaluated.
 */
describe("the first load's modules", () => {
  it('make no Intl formatter while they load', async () => {
    const numberToLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    vi.resetModules();
    try {
      // What main.tsx imports.
      await import('@shared/site-pages');
      await import('./browser-app');
      await import('./first-page');
      await import('@/lib/tracking');
      expect(numberToLocaleString).not.toHaveBeenCalled();
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      numberToLocaleString.mockRestore();
      numberFormat.mockRestore();
    }
  });
});
