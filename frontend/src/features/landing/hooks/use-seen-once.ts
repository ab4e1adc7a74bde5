import { type RefObject, useEffect, useRef } from 'react';

/** Calls onSeen the first time more than `threshold` of the element is on screen. */
export function useSeenOnce(ref: RefObject<Element | null>, onSeen: () => void, threshold = 0.5): void {
  const seen = useRef(false);
  const callback = useRef(onSeen);
  callback.current = onSeen;

  useEffect(() => {
    const element = ref.current;
    if (!element || seen.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // "More than half": exactly at the threshold does not count.
        if (seen.current || !entries.some((entry) => entry.isIntersecting && entry.intersectionRatio > threshold))
          return;
        seen.current = true;
        observer.disconnect();
        callback.current();
      },
      // A second step just above the threshold, so crossing "more than half" always reports.
      { threshold: [threshold, Math.min(1, threshold + 0.01)] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);
}
