import { useInsertionEffect } from 'react';

const injected = new Set<string>();

/**
 * Plain CSS for elements repeated many times on a page (24 product cards): written into the document once,
 * so rendering a card costs no styling work. With `sx` on every element the cards alone blocked a mid-range
 * phone's main thread for over a second (UX.md "Speed"). The chain's colours come as the CSS variables the
 * server writes into index.html (--spesa-primary, …).
 */
export function useGlobalCss(id: string, cssText: string): void {
  useInsertionEffect(() => {
    if (injected.has(id)) return;
    injected.add(id);
    const style = document.createElement('style');
    style.dataset.spesa = id;
    style.textContent = cssText;
    document.head.appendChild(style);
  }, [id, cssText]);
}
