import { formatCents } from './money';

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [500, '$5.00'],
    [7000, '$70.00'],
    [10000, '$100.00'],
    [123456789, '$1,234,567.89'],
    [-2500, '-$25.00'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});
