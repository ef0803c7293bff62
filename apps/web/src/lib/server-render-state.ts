import type { DehydratedState } from '@tanstack/react-query';
import { createContext } from 'react';
import type { MediaAnswers } from './media-answers';

/** The element that carries a server render's state as non-executable JSON (the CSP allows no inline script). */
export const SERVER_RENDER_STATE_ELEMENT_ID = 'spesa-ssr';

/** The emotion cache key of the server's and the browser's styles, so the browser adopts the inlined ones. */
export const EMOTION_CACHE_KEY = 'css';

/** What a server-rendered page hands to the browser to hydrate without fetching the same data again. */
export interface ServerRenderState {
  /** The media queries the server answered (for the screen it guessed), answered alike while hydrating. */
  mediaAnswers: MediaAnswers;
  /** The query cache the first HTML was rendered from. */
  queries: DehydratedState;
  /** The router's loader data by route id. */
  loaderData: Record<string, unknown>;
  /** The first HTML shows the cookie banner: the request said no choice is in force (spec §1). */
  consentAsked: boolean;
  /** The parts drawn whose code loads apart (lazy-part.tsx): loaded before hydrating. */
  lazyParts: string[];
}

/**
 * Whether the first HTML shows the cookie banner: what the page is drawn with on the server and hydrated with
 * in the browser, until the browser's own stored choice takes over.
 */
export const ServerConsentAsked = createContext(false);

export function readServerRenderState(doc: Document = document): ServerRenderState | null {
  const text = doc.getElementById(SERVER_RENDER_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerRenderState) : null;
}
