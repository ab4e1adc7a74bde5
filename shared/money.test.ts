import { formatCents, formatMoney, formatPaid, minorUnitsPerUnit } from './money';

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

describe('minorUnitsPerUnit', () => {
  it.each([
    ['usd', 100],
    ['EUR', 100],
    ['jpy', 1],
    ['krw', 1],
    ['kwd', 1000],
  ])('counts %s amounts in units of 1/%i', (currency, units) => {
    expect(minorUnitsPerUnit(currency)).toBe(units);
  });
});

describe('formatMoney', () => {
  it.each([
    [3000, 'usd', '$30.00'],
    [2762, 'eur', '€27.62'],
    [2362, 'GBP', '£23.62'],
    [15154, 'brl', 'R$151.54'],
    [4604, 'jpy', '¥4,604'],
    [123456789, 'eur', '€1,234,567.89'],
  ])('formats %i in %s (its smallest unit) as %s', (amount, currency, text) => {
    expect(formatMoney(amount, currency)).toBe(text);
  });
});

describe('formatPaid', () => {
  it('shows only dollars when the buyer paid in USD', () => {
    expect(formatPaid(3000)).toBe('$30.00');
    expect(formatPaid(3000, null)).toBe('$30.00');
    expect(formatPaid(3000, { currency: 'usd', amount: 3000 })).toBe('$30.00');
  });

  it('shows what the buyer paid in their currency, then the US dollars the store counts', () => {
    expect(formatPaid(3000, { currency: 'eur', amount: 2762 })).toBe('€27.62 (US$30.00)');
    expect(formatPaid(3000, { currency: 'jpy', amount: 4604 })).toBe('¥4,604 (US$30.00)');
    expect(formatPaid(2700, { currency: 'cad', amount: 3701 })).toBe('CA$37.01 (US$27.00)');
  });
});
