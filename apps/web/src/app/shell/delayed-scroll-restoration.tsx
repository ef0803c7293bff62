import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** spec §2 and §9: going back restores the saved position after 500 ms, once long lists have rendered. */
export const SCROLL_RESTORE_DELAY_MS = 500;

const savedPositions = new Map<string, number>();
const INTERACTIONS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * React Router restores the position at once, before a deferred grid has reached its full height, so the
 * browser clamps it; this puts the shopper back where they were once the page is whole, unless they have
 * started scrolling themselves.
 */
export function DelayedScrollRestoration() {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const save = () => savedPositions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  useEffect(() => {
    const saved = savedPositions.get(key);
    if (navigationType !== NavigationType.Pop || !saved) return;
    let hasInteracted = false;
    const stop = () => {
      hasInteracted = true;
    };
    for (const type of INTERACTIONS) window.addEventListener(type, stop, { passive: true });
    const timer = window.setTimeout(() => {
      if (!hasInteracted) window.scrollTo(0, saved);
    }, SCROLL_RESTORE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      for (const type of INTERACTIONS) window.removeEventListener(type, stop);
    };
  }, [key, navigationType]);

  return null;
}
