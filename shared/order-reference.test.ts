import { orderDateOf, orderNumberOf } from './order-reference';

describe('how a supporter names a purchase to support', () => {
  it('numbers an order D1- and the last 8 characters of its Checkout Session id, in capitals', () => {
    expect(orderNumberOf('cs_test_a1B2c3D4e5F6g7H8i9J0k1L2')).toBe('D1-I9J0K1L2');
    expect(orderNumberOf('cs_live_a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6q7r8s9t0ABCDEFGHzz91xQ')).toBe('D1-GHZZ91XQ');
  });

  it('dates an order by its UTC day, as a long US date', () => {
    expect(orderDateOf('2026-11-24T12:00:00.000Z')).toBe('November 24, 2026');
    expect(orderDateOf('2026-12-31T23:59:59.999Z')).toBe('December 31, 2026');
    expect(orderDateOf('2027-01-01T00:00:00.000Z')).toBe('January 1, 2027');
  });
});
