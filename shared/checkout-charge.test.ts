import { checkoutChargeCents } from './checkout-charge';
import { getTier } from './tiers';

describe('checkoutChargeCents', () => {
  it('charges the full price for a first purchase without a creator code', () => {
    expect(checkoutChargeCents(getTier('starter'), 0, null)).toBe(3000);
  });

  it('charges an upgrade the difference without a creator code', () => {
    expect(checkoutChargeCents(getTier('mvp'), 3000, null)).toBe(7000);
  });

  it('takes the creator code’s percent off a first purchase', () => {
    expect(checkoutChargeCents(getTier('starter'), 0, { percentOff: 10 })).toBe(2700);
  });

  it('takes the creator code’s percent off an upgrade’s difference, not off the list price', () => {
    // Rookie ($15) to Starter ($30): the $15.00 difference at 10% off is $13.50.
    expect(checkoutChargeCents(getTier('starter'), 1500, { percentOff: 10 })).toBe(1350);
    expect(checkoutChargeCents(getTier('mvp'), 3000, { percentOff: 10 })).toBe(6300);
  });

  it('rounds the discount to the nearest cent, as Stripe rounds a coupon', () => {
    // $29.95 at 5% off: a discount of 149.75 cents becomes 150.
    expect(checkoutChargeCents(getTier('mvp'), 7005, { percentOff: 5 })).toBe(2845);
  });

  it('never charges below zero', () => {
    expect(checkoutChargeCents(getTier('rookie'), 10000, { percentOff: 10 })).toBe(0);
  });
});
