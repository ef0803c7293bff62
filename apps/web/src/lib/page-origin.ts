import { createContext, useContext } from 'react';

/** The shop's own origin on the server, where there is no `window.location` (the request's). */
export const ServerOriginContext = createContext<string | null>(null);

/** The origin the page is served from: links to it stay in the app (spec §9). */
export function usePageOrigin(): string {
  return useContext(ServerOriginContext) ?? window.location.origin;
}
