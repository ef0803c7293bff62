import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 190 * 1024;
const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry chunk in dist/.vite/manifest.json');

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);

let total = 0;
for (const file of files) {
  const size = gzipSync(await readFile(join(distDir, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(8)} kB  ${file}`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `${(total / 1024).toFixed(1).padStart(8)} kB  home route JavaScript, gzip (${verdict} the 190 kB budget)`,
);
process.exitCode = total <= BUDGET_BYTES ? 0 : 1;
