import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
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

/** What makes another page: its path, or the query it searches (`q`); filters, sort and page do not. */
const pageOf = (pathname: string, search: string) =>
  `${pathname}?${new URLSearchParams(search).get('q') ?? ''}`;

/**
 * After a navigation inside the shop to another page, moves the focus to its main heading (WCAG 2.4.3), as a
 * full page load would start a screen reader at the top: the page opened by URL keeps the browser's own start.
 * Filters, sort and paging keep the focus where the shopper is, and so does a shopper who has moved the focus
 * themselves before the heading arrived.
 */
export function RouteFocus() {
  const location = useLocation();
  const page = pageOf(location.pathname, location.search);
  const previousPage = useRef(page);

  useEffect(() => {
    const isAnotherPage = previousPage.current !== page;
    previousPage.current = page;
    if (!isAnotherPage) return;
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
  }, [page]);

  return null;
}
