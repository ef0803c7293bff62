/**
 * Where content is read from, without the schemas: the home route reads its slides with these alone, so the
 * schema library stays out of its first JavaScript (the answer is parsed in a chunk loaded with the call).
 */

/** Where the built-in content store answers: its `/wp-json` and `/wp-admin` sit under this root. */
export const BUILTIN_CONTENT_ROOT = '/p';

/** The root the web reads content from: the chain's real WordPress (CONTENT_URL) or the built-in store. */
export function contentApiRoot(config: { contentUrl?: string | undefined }): string {
  return (config.contentUrl ?? BUILTIN_CONTENT_ROOT).replace(/\/+$/, '');
}

/** spec §2 home slides: the slider of the home page. */
export const HOME_SLIDER_ID = 1;
