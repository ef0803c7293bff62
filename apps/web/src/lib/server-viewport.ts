import mediaQuery from 'css-mediaquery';
import type { MediaAnswers, ServerMatchMedia } from './media-answers';

/**
 * The screen a server render is drawn for, guessed from the request (a phone's browser says it is mobile):
 * the first HTML answers media queries for this width. Server-only: the browser hydrates from the answers.
 */
export type ServerViewport = 'phone' | 'desktop';

const VIEWPORT_WIDTH_PX: Record<ServerViewport, number> = { phone: 360, desktop: 1280 };

/** Media queries answered for the screen's width; anything the browser alone knows (motion, hover) is no. */
export function serverMatchMedia(viewport: ServerViewport): ServerMatchMedia {
  const values = { type: 'screen', width: VIEWPORT_WIDTH_PX[viewport] };
  return (query) => ({ matches: mediaQuery.match(query, values) });
}

/** `serverMatchMedia`, keeping each answer given so the browser's hydration gives the same. */
export function recordingMatchMedia(viewport: ServerViewport): {
  matchMedia: ServerMatchMedia;
  answers: MediaAnswers;
} {
  const answerFor = serverMatchMedia(viewport);
  const answers: MediaAnswers = {};
  return {
    answers,
    matchMedia: (query) => {
      const answer = answerFor(query);
      answers[query] = answer.matches;
      return answer;
    },
  };
}
