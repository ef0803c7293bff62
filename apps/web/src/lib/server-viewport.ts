import mediaQuery from 'css-mediaquery';

/**
 * The screen a server render is drawn for, guessed from the request (a phone's browser says it is mobile):
 * the first HTML and the hydration that follows answer media queries for this width, then the browser's
 * own answers take over (UX.md "Speed": a server-rendered page that does not jump on a phone).
 */
export type ServerViewport = 'phone' | 'desktop';

const VIEWPORT_WIDTH_PX: Record<ServerViewport, number> = { phone: 360, desktop: 1280 };

/** MUI's `ssrMatchMedia`: how a media query answers on the server and while the page hydrates. */
export function serverMatchMedia(viewport: ServerViewport) {
  const values = { type: 'screen', width: VIEWPORT_WIDTH_PX[viewport] };
  return (query: string) => ({ matches: mediaQuery.match(query, values) });
}
