import { useEffect, useState, type RefObject } from 'react';

/** True once the element comes within `marginPx` of the screen: below-the-fold content loads only then. */
export function useIsNearViewport(ref: RefObject<Element | null>, marginPx = 400): boolean {
  // Without IntersectionObserver (old browsers, tests) everything counts as near.
  const [isNear, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, marginPx, isNear]);
  return isNear;
}
