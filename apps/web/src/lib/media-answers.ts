/** MUI's `ssrMatchMedia`: how a media query answers on the server and while a server-rendered page hydrates. */
export type ServerMatchMedia = (query: string) => { matches: boolean };

/** The media queries a server render asked, with the answers it drew the page with. */
export type MediaAnswers = Record<string, boolean>;

/**
 * The hydration answers each media query as the server did (UX.md "Speed": a server-rendered page that does
 * not jump), then the browser's own answers take over. The browser needs no media-query parser for it.
 */
export function answeredMatchMedia(answers: MediaAnswers): ServerMatchMedia {
  return (query) => ({ matches: answers[query] ?? false });
}
