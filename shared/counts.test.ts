import { formatCount, supportersCount } from './counts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [100000, '100,000'],
    [1234567, '1,234,567'],
    [-1234, '-1,234'],
  ])('writes %i as %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });

  it('groups as en-US does', () => {
    for (const count of [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 98_765_432]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
  });

  it('uses no Intl formatter: the first one a page makes loads its locale data on the main thread', () => {
    const numberToLocaleString = jest.spyOn(Number.prototype, 'toLocaleString');
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    try {
      formatCount(1_234_567);
      expect(numberToLocaleString).not.toHaveBeenCalled();
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      numberToLocaleString.mockRestore();
      numberFormat.mockRestore();
    }
  });
});

describe('supportersCount', () => {
  it.each([
    [1, '1 supporter'],
    [0, '0 supporters'],
    [2, '2 supporters'],
    [1000, '1,000 supporters'],
  ])('writes %i as "%s"', (count, text) => {
    expect(supportersCount(count)).toBe(text);
  });
});
