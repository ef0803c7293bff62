import { useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router';

/** spec §2 and §9: going back restores the saved position after 500 ms, once long lists have rendered. */
export const SCROLL_RESTORE_DELAY_MS = 500;
/** A list that has become shorter than the saved position never gets tall enough: the watch ends then. */
export const SCROLL_RESTORE_WATCH_MS = 10_000;

/** Where React Router's ScrollRestoration keeps the positions of this tab's pages (sessionStorage). */
export const SCROLL_STORAGE_KEY = 'spesa-scroll-positions';
/** React Router's key of the first page of a document, whatever its address. */
const FIRST_ENTRY_KEY = 'default';

/**
 * The key a page's position is saved under. Every document's first page has the same location key, so a page
 * opened by URL in a tab that had the shop would get the earlier first page's position (the footer of a long
 * list): that page is told apart by its address.
 */
export function scrollPositionKey(location: Location): string {
  return location.key === FIRST_ENTRY_KEY
    ? `${FIRST_ENTRY_KEY}${location.pathname}${location.search}`
    : location.key;
}

/**
 * spec §2 "the router scrolls to top on navigation": a page opened by URL (typed, a bookmark, a link from
 * elsewhere) starts at the top. Only a reload or the browser's back and forward bring a saved position back.
 * Runs before ScrollRestoration reads the positions.
 */
export function forgetPositionOfOpenedPage(location: Location): void {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = entry && 'type' in entry ? (entry as PerformanceNavigationTiming).type : 'navigate';
  if (type !== 'navigate') return;
  try {
    const stored = sessionStorage.getItem(SCROLL_STORAGE_KEY);
    if (!stored) return;
    const positions = JSON.parse(stored) as Record<string, number>;
    delete positions[scrollPositionKey(location)];
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // No session storage (private mode): nothing was saved either.
  }
}

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

  // Layout effects: the listener must follow the new page before the scroll event of React Router's own
  // reset (dispatched before the next paint) could be taken for the previous page's position.
  useLayoutEffect(() => {
    const save = () => savedPositions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  useLayoutEffect(() => {
    const saved = savedPositions.get(key);
    if (navigationType !== NavigationType.Pop || !saved) return;
    let hasInteracted = false;
    const stop = () => {
      hasInteracted = true;
    };
    for (const type of INTERACTIONS) window.addEventListener(type, stop, { passive: true });
    // As soon as the page is tall enough the position comes back. At 500 ms it comes back as far as the page
    // allows, and the watch goes on: on a slow device the list can still be rendering then, and stopping there
    // would leave the shopper short of where they were.
    const startedAt = performance.now();
    let frame = window.requestAnimationFrame(function restoreWhenTall() {
      if (hasInteracted) return;
      if (document.documentElement.scrollHeight >= saved + window.innerHeight) window.scrollTo(0, saved);
      else if (performance.now() - startedAt < SCROLL_RESTORE_WATCH_MS) {
        frame = window.requestAnimationFrame(restoreWhenTall);
      }
    });
    const timer = window.setTimeout(() => {
      if (!hasInteracted) window.scrollTo(0, saved);
    }, SCROLL_RESTORE_DELAY_MS);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      for (const type of INTERACTIONS) window.removeEventListener(type, stop);
    };
  }, [key, navigationType]);

  return null;
}
