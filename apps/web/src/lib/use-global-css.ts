import { createContext, useContext, useInsertionEffect } from 'react';

const injected = new Set<string>();

/** A server render's plain CSS by id, written into the first HTML's head (entry-server.tsx). */
export const ServerGlobalCss = createContext<Map<string, string> | null>(null);

/**
 * Plain CSS for elements repeated many times on a page (24 product cards): written into the document once,
 * so rendering a card costs no styling work. With `sx` on every element the cards alone blocked a mid-range
 * phone's main thread for over a second (UX.md "Speed"). The chain's colours come as the CSS variables the
 * server writes into index.html (--spesa-primary, …). A server render collects it for the page's head, where
 * the browser then finds it.
 */
export function useGlobalCss(id: string, cssText: string): void {
  const serverCss = useContext(ServerGlobalCss);
  if (serverCss && !serverCss.has(id)) serverCss.set(id, cssText);
  useInsertionEffect(() => {
    if (injected.has(id)) return;
    injected.add(id);
    if (document.head.querySelector(`style[data-spesa="${id}"]`)) return;
    const style = document.createElement('style');
    style.dataset.spesa = id;
    style.textContent = cssText;
    document.head.appendChild(style);
  }, [id, cssText]);
}
