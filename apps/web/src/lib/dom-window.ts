/** A window whose DOM parses HTML that comes as data (content pages, nutrition tables). */
export type DomWindow = Window & typeof globalThis;

let serverWindow: DomWindow | null = null;

/** A server render parses such HTML in a window of its own (jsdom's): there is no page's window there. */
export function setServerDomWindow(window: DomWindow): void {
  serverWindow = window;
}

/** Where HTML that comes as data is parsed and sanitised: the page's window, or the server render's. */
export function domWindow(): DomWindow {
  return serverWindow ?? window;
}
