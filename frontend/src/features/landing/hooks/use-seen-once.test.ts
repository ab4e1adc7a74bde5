// @vitest-environment node
import { isSeen } from './use-seen-once';

const PHONE = { height: 844 } as DOMRectReadOnly;

function entry(ratio: number, visibleHeight: number, rootBounds: DOMRectReadOnly | null = PHONE) {
  return {
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    intersectionRect: { height: visibleHeight } as DOMRectReadOnly,
    rootBounds,
  };
}

describe('isSeen: when the tiers count as viewed', () => {
  it('a section shorter than the screen: more than half of it visible, not exactly half', () => {
    expect(isSeen(entry(0.5, 300), 0.5)).toBe(false);
    expect(isSeen(entry(0.51, 306), 0.5)).toBe(true);
    expect(isSeen(entry(0.2, 120), 0.5)).toBe(false);
  });

  it('the 2,845 px tier grid on an 844 px phone: seen once it covers more than half the screen', () => {
    // At most 844 / 2845 ≈ 0.30 of it can ever be visible.
    expect(isSeen(entry(0.14, 400), 0.5)).toBe(false);
    expect(isSeen(entry(0.148, 422), 0.5)).toBe(false);
    expect(isSeen(entry(0.16, 460), 0.5)).toBe(true);
    expect(isSeen(entry(844 / 2845, 844), 0.5)).toBe(true);
  });

  it('nothing visible, or no screen to measure against, is not seen', () => {
    expect(isSeen(entry(0, 0), 0.5)).toBe(false);
    expect(isSeen(entry(0.2, 600, null), 0.5)).toBe(false);
  });
});
