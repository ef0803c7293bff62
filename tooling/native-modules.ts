/**
 * Makes sure the native module the server needs is built: better-sqlite3 (ARCHITECTURE: SQLite is the embedded
 * default). An `npm ci --ignore-scripts` install (CI's, see .ci/run) leaves it unbuilt. No prebuilt binary can be
 * downloaded on this network, so it compiles SQLite from source: about a minute of one core. The binary built is
 * kept in the user's cache folder, named by the module's version, the platform and Node's module ABI, and a later
 * install of the same takes it from there, as a CI cache would; the copy must load, or it is built again. Where
 * the module already loads, nothing is done.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const moduleDir = path.dirname(require.resolve('better-sqlite3/package.json'));
const { version } = JSON.parse(fs.readFileSync(path.join(moduleDir, 'package.json'), 'utf8')) as {
  version: string;
};
const builtFile = path.join(moduleDir, 'build', 'Release', 'better_sqlite3.node');
const cacheDir = path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'spesa');
const cachedFile = path.join(
  cacheDir,
  `better-sqlite3-${version}-${process.platform}-${process.arch}-abi${process.versions.modules}.node`,
);

/** Whether the module loads and opens a database, in a process of its own (a failed load is not retried). */
function sqliteLoads(): boolean {
  const probe = `const Database = require(${JSON.stringify(moduleDir)}); new Database(':memory:').close();`;
  try {
    execFileSync(process.execPath, ['-e', probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function build(): void {
  console.log(`better-sqlite3 ${version}: building from source`);
  execFileSync('npm', ['rebuild', 'better-sqlite3', '--foreground-scripts', '--ignore-scripts=false'], {
    stdio: 'inherit',
  });
  if (!sqliteLoads()) throw new Error('better-sqlite3 was rebuilt but still does not load');
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.copyFileSync(builtFile, `${cachedFile}.tmp`);
  fs.renameSync(`${cachedFile}.tmp`, cachedFile);
}

function fromCache(): boolean {
  if (!fs.existsSync(cachedFile)) return false;
  fs.mkdirSync(path.dirname(builtFile), { recursive: true });
  fs.copyFileSync(cachedFile, builtFile);
  if (sqliteLoads()) return true;
  fs.rmSync(builtFile, { force: true });
  return false;
}

if (sqliteLoads()) {
  console.log(`better-sqlite3 ${version}: built`);
} else if (fromCache()) {
  console.log(`better-sqlite3 ${version}: the binary built before (${cachedFile})`);
} else {
  build();
  console.log(`better-sqlite3 ${version}: built, and kept for the next install (${cachedFile})`);
}
