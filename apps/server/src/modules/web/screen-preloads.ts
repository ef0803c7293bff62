import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../../lib/escape-html.js';

/** A chunk as Vite's build manifest (`.vite/manifest.json`) lists it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The `<link rel="modulepreload">` tags of the screens a first HTML shows whose code loads apart (the web app's
 * SERVER_RENDERED_SCREENS): their chunks and the chunks those import, but for what the page's entry already
 * loads (index.html lists it). The browser fetches them beside the main bundle, instead of asking for them
 * once that has run, before the hydration that waits for them. Then the `<link rel="prefetch">` tags of the
 * code a visitor is likely to need next (the web app's VISITOR_PREFETCH, the login dialog): fetched while the
 * browser is idle, into its cache, and neither compiled nor run until the shopper opens it. No manifest (no web
 * build): no tags.
 */
export function loadScreenPreloads(
  webDistDir: string,
): (screens: readonly string[], prefetch?: readonly string[]) => string {
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const loadedFirst = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loadedFirst);
  const href = (key: string) => `/${escapeHtml(manifest[key]!.file)}`;
  const tagsByPage = new Map<string, string>();
  return (screens, prefetch = []) => {
    const pageKey = `${screens.join(',')}|${prefetch.join(',')}`;
    let tags = tagsByPage.get(pageKey);
    if (tags === undefined) {
      const listed = new Set(loadedFirst);
      const notListed = (modules: readonly string[]) => {
        const keys: string[] = [];
        for (const module of modules)
          for (const key of closure(module, new Set()))
            if (!listed.has(key)) {
              listed.add(key);
              keys.push(key);
            }
        return keys;
      };
      const screenChunks = notListed(screens);
      const laterChunks = notListed(prefetch);
      tags =
        screenChunks.map((key) => `<link rel="modulepreload" crossorigin href="${href(key)}">`).join('') +
        laterChunks
          .map((key) => `<link rel="prefetch" as="script" crossorigin href="${href(key)}">`)
          .join('');
      tagsByPage.set(pageKey, tags);
    }
    return tags;
  };
}
