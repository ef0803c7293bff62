import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { MAIN_CONTENT_ID } from './skip-link';

/** How long a page may take to show its heading (lazy code, then its data) before the focus stays put. */
export const HEADING_WATCH_MS = 10_000;

/** The page's main heading, once it is the real one (not a skeleton's). */
function pageHeading(): HTMLElement | null {
  return document.getElementById(MAIN_CONTENT_ID)?.querySelector<HTMLElement>('h1') ?? null;
}

function focusHeading(heading: HTMLElement): void {
  // Focusable by script only; the theme hides the ring on it, the screen reader reads it.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * After a navigation inside the shop, moves the focus to the new page's main heading (WCAG 2.4.3), as a full
 * page load would start a screen reader at the top: the page opened by URL keeps the browser's own start. A
 * replaced address (filters, sort, a redirect) keeps the focus where the shopper is, and so does a shopper who
 * has moved the focus themselves before the heading arrived.
 */
export function RouteFocus() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstKey = useRef(location.key);
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    const pathChanged = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    if (location.key === firstKey.current) return;
    if (navigationType === NavigationType.Replace && !pathChanged) return;
    const focusedBefore = document.activeElement;
    const tookFocus = () => {
      const active = document.activeElement;
      return active !== focusedBefore && active !== document.body && active !== null;
    };
    const tryFocus = (): boolean => {
      if (tookFocus()) return true;
      // A dialog opened meanwhile owns the focus.
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return true;
      const heading = pageHeading();
      if (!heading) return false;
      focusHeading(heading);
      return true;
    };
    if (tryFocus()) return;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WATCH_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [location.key, location.pathname, navigationType]);

  return null;
}
