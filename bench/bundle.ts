/**
 * The gzip size of the JavaScript the home route loads (UX.md "Speed", ARCHITECTURE §7): the entry chunk and
 * everything it imports statically, as Vite's manifest lists them. Budget: 190 kB. The first screen's controls
 * are plain elements (no MUI button, link, badge or typography in it), the theme goes through the system's
 * provider without MUI's CSS-variables theme builder (tooling/theme-without-css-variables.ts), and the lazy
 * chunks are named by 7 characters of their hash (the entry lists them all for its preloads); toasts, the
 * pending overlay, the lists' pager, MUI's Skeleton and the category and product screens (their loaders stay)
 * load apart. React and React Router alone (the `react` chunk) are 95.9 kB of it. A product slider's cards stay
 * in it: loaded apart when the slider came near, they made the home's Total Blocking Time two to three times
 * longer (README "Server-rendered first HTML").
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const BUDGET_KB = 190;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run npm run build first.`);
  process.exit(1);
}

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
// index.html's module script, and the start module that asks for it on a server-rendered page.
const entryKey = 'index.html';
const startKey = 'src/start-after-paint.ts';
if (!manifest[entryKey]?.isEntry) throw new Error('No index.html entry in the manifest');

const seen = new Set<string>();
const visit = (key: string) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) visit(dep);
};
visit(entryKey);
if (manifest[startKey]) visit(startKey);

const gzipKb = (file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
let totalKb = 0;
for (const key of seen) {
  const file = manifest[key]!.file;
  const kb = gzipKb(file);
  totalKb += kb;
  console.log(`${file.padEnd(48)} ${kb.toFixed(1).padStart(8)} kB gzip`);
}
const lazy = Object.values(manifest).filter(
  (c) => !seen.has(Object.keys(manifest).find((k) => manifest[k] === c)!) && c.file.endsWith('.js'),
);
console.log(
  `\nhome route JavaScript: ${totalKb.toFixed(1)} kB gzip, ${(totalKb / BUDGET_KB).toFixed(2)} of the ${BUDGET_KB} kB budget`,
);
console.log(`${lazy.length} chunks load lazily (other routes, dialogs, drawers)`);
process.exitCode = totalKb <= BUDGET_KB ? 0 : 1;
