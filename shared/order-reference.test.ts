import { orderNumberOf } from './order-reference';

describe('how a supporter names a purchase to support', () => {
  it('numbers an order D1- and the last 8 characters of its Checkout Session id, in capitals', () => {
    expect(orderNumberOf('cs_test_a1B2c3D4e5F6g7H8i9J0k1L2')).toBe('D1-I9J0K1L2');
    expect(orderNumberOf('cs_live_a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6q7r8s9t0ABCDEFGHzz91xQ')).toBe('D1-GHZZ91XQ');
  });
});
