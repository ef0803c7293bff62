import type { EmotionCache } from '@emotion/cache';
import type createEmotionServer from '@emotion/server/create-instance';

type EmotionServer = ReturnType<typeof createEmotionServer>;

/**
 * The style tags of a server-rendered page: the styles its elements carry (emotion's critical chunks), then those
 * the render made on the way that no element carries (a component's own class, before a parent's `sx` or
 * overrides are composed into the one its element gets). The browser's hydration makes the same styles and
 * inserts every one no tag lists: about a hundred rules on a category page, in the hydration's commit and the
 * style recalculation after it (UX.md "Speed"). Listed, they are known and left as they are; a component drawn
 * later in the browser with exactly those styles finds them too.
 */
export function pageStyleTags(cache: EmotionCache, server: EmotionServer, html: string): string {
  const critical = server.extractCriticalToChunks(html);
  const listed = new Set(critical.styles.flatMap((chunk) => chunk.ids));
  const madeOnTheWay = Object.keys(cache.inserted).filter(
    (id) =>
      !listed.has(id) &&
      typeof cache.inserted[id] === 'string' &&
      cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  const css = madeOnTheWay.map((id) => cache.inserted[id]).join('');
  return server.constructStyleTagsFromChunks({
    html,
    styles:
      madeOnTheWay.length > 0
        ? [...critical.styles, { key: cache.key, ids: madeOnTheWay, css }]
        : critical.styles,
  });
}
