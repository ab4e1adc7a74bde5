import { priceWithCreatorCodeCents } from './creator-code-price';

describe('priceWithCreatorCodeCents', () => {
  it.each([
    [3000, 10, 2700],
    [7000, 10, 6300],
    [2000, 50, 1000],
    [8500, 1, 8415],
    [999, 15, 849],
    [0, 10, 0],
  ])('takes %i cents at %i%% off down to %i cents', (priceCents, percentOff, paidCents) => {
    expect(priceWithCreatorCodeCents(priceCents, percentOff)).toBe(paidCents);
  });
});
