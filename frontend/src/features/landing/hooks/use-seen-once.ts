import { type RefObject, useEffect, useRef } from 'react';

/** Visibility steps the observer reports at: fine enough that "more than half" is seen when crossed. */
const STEPS = Array.from({ length: 21 }, (_, index) => index / 20);

/**
 * Whether an element counts as seen: more than `threshold` of it is on screen or, for an element
 * taller than the screen (the tier grid on a phone is about three screens tall, so half of it never
 * fits), it covers more than `threshold` of the screen. Exactly at the threshold does not count.
 */
export function isSeen(
  entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio' | 'intersectionRect' | 'rootBounds'>,
  threshold: number,
): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio > threshold) return true;
  const screenHeight = entry.rootBounds?.height ?? 0;
  return screenHeight > 0 && entry.intersectionRect.height / screenHeight > threshold;
}

/** Calls onSeen the first time the element counts as seen (see isSeen). */
export function useSeenOnce(ref: RefObject<Element | null>, onSeen: () => void, threshold = 0.5): void {
  const seen = useRef(false);
  const callback = useRef(onSeen);
  callback.current = onSeen;

  useEffect(() => {
    const element = ref.current;
    if (!element || seen.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (seen.current || !entries.some((entry) => isSeen(entry, threshold))) return;
        seen.current = true;
        observer.disconnect();
        callback.current();
      },
      { threshold: [...new Set([...STEPS, threshold, Math.min(1, threshold + 0.01)])].sort() },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);
}
