import { LAZY_ROOT_MARGIN } from '@balance/domain';
import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within LAZY_ROOT_MARGIN (200px) of the viewport, and from then on.
 * Where IntersectionObserver does not exist, it is true at once (load eagerly rather than never).
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  rootMargin: string = LAZY_ROOT_MARGIN,
): boolean {
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, isNear]);
  return isNear;
}
