import { vi } from 'vitest';

/** A controllable IntersectionObserver: tests report how much of each observed element is visible. */
export function stubIntersectionObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; elements: Element[]; disconnected: boolean }> = [];
  class FakeObserver {
    private readonly record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, elements: [], disconnected: false };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.elements.push(element);
    }
    unobserve() {}
    disconnect() {
      this.record.disconnected = true;
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    /**
     * Reports `ratio` visibility of `element` to every live observer watching it; `visibleHeight`
     * and `screenHeight` (px) describe how much of the screen it covers (default: none of it).
     */
    show(element: Element, ratio: number, { visibleHeight = 0, screenHeight = 844 } = {}) {
      for (const observer of observers) {
        if (observer.disconnected || !observer.elements.includes(element)) continue;
        const entry = {
          target: element,
          intersectionRatio: ratio,
          isIntersecting: ratio > 0,
          intersectionRect: { height: visibleHeight },
          rootBounds: { height: screenHeight },
        } as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    },
  };
}
