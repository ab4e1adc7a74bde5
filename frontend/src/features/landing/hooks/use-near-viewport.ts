import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and from then on). Used to load
 * below-the-fold code only when a visitor scrolls towards it. Without IntersectionObserver: true after the
 * first render.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '800px'): boolean {
  // False on the first render everywhere, so a prerendered page hydrates without a mismatch.
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);

  return near;
}
