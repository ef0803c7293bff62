import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../../lib/escape-html.js';
import { jsonForHtml } from './index-html.js';

/** A chunk as Vite's build manifest (`.vite/manifest.json`) lists it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The web app's start of a server-rendered page (apps/web/src/start-after-paint.ts), built as an entry of its own. */
const START_MODULE = 'src/start-after-paint.ts';
/** The web app's entry, index.html's module script. */
const APP_ENTRY = 'index.html';

/**
 * How a server-rendered page's code is loaded (UX.md "Speed"): the page names its code in a data block
 * (`#spesa-start`) that the web app's start module reads, and that module asks for it once the page is painted
 * with its first images. The list holds the entry, the chunks it imports and those of the screens the page shows
 * whose code loads apart (the web app's SERVER_RENDERED_SCREENS: fetched beside the entry, not once it has run),
 * then the code a visitor is likely to need next (the web app's VISITOR_PREFETCH, the login dialog: fetched while
 * the browser is idle, neither compiled nor run until the shopper opens it). The built index.html's own module
 * tags are left out of such a page. Without a build manifest naming the start module (the development server's
 * pages): no tags, and the template's tags load the app.
 */
export interface PageStart {
  head(screens: readonly string[], prefetch?: readonly string[]): string;
}

export function loadPageStart(webDistDir: string): PageStart {
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const start = manifest[START_MODULE];
  if (!start || !manifest[APP_ENTRY]) return { head: () => '' };
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const entryChunks = [...closure(APP_ENTRY, new Set())];
  const file = (key: string) => `/${manifest[key]!.file}`;
  const tagsByPage = new Map<string, string>();
  const head = (screens: readonly string[], prefetch: readonly string[] = []) => {
    const pageKey = `${screens.join(',')}|${prefetch.join(',')}`;
    let tags = tagsByPage.get(pageKey);
    if (tags === undefined) {
      const listed = new Set(entryChunks);
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
      const list = {
        entry: file(APP_ENTRY),
        preload: [...entryChunks.slice(1), ...notListed(screens)].map(file),
        prefetch: notListed(prefetch).map(file),
      };
      tags =
        `<script type="application/json" id="spesa-start">${jsonForHtml(list)}</script>` +
        `<script type="module" crossorigin src="${escapeHtml(`/${start.file}`)}"></script>`;
      tagsByPage.set(pageKey, tags);
    }
    return tags;
  };
  return { head };
}
