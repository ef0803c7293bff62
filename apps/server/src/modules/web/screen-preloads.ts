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
 * once that has run, before the hydration that waits for them. No manifest (no web build): no tags.
 */
export function loadScreenPreloads(webDistDir: string): (screens: readonly string[]) => string {
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
  const tagsByScreen = new Map<string, string>();
  const tagsOf = (screen: string) => {
    let tags = tagsByScreen.get(screen);
    if (tags === undefined) {
      tags = [...closure(screen, new Set())]
        .filter((key) => !loadedFirst.has(key))
        .map((key) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[key]!.file)}">`)
        .join('');
      tagsByScreen.set(screen, tags);
    }
    return tags;
  };
  return (screens) => [...new Set(screens)].map(tagsOf).join('');
}
