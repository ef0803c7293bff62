/**
 * Makes sure the native module the server needs is built: better-sqlite3 (ARCHITECTURE: SQLite is the embedded
 * default). An `npm ci --ignore-scripts` install (CI's, see .ci/run) leaves it unbuilt; it is then compiled
 * here, which takes about a minute of one core (no prebuilt binary can be downloaded on this network), while
 * `npm test` type-checks and lints beside it. Where it already loads, nothing is done.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

function sqliteLoads(): boolean {
  try {
    const Database = require('better-sqlite3') as typeof BetterSqlite3;
    new Database(':memory:').close();
    return true;
  } catch {
    return false;
  }
}

if (sqliteLoads()) {
  console.log('better-sqlite3: built');
} else {
  console.log('better-sqlite3: building from source');
  execFileSync('npm', ['rebuild', 'better-sqlite3', '--foreground-scripts', '--ignore-scripts=false'], {
    stdio: 'inherit',
  });
  if (!sqliteLoads()) throw new Error('better-sqlite3 was rebuilt but still does not load');
  console.log('better-sqlite3: built');
}
