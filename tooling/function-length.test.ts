import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { longFunctions, sourceFiles } from './function-length';

const ROOT = join(import.meta.dirname, '..');
const LIMIT = 80;

/**
 * The server's functions and the shared packages' (STYLE: use-case files, no function longer than about 80
 * lines). Route plugins (`*.routes.ts`) are declarations of routes and schemas, migrations and seeds are data:
 * their handlers are measured as functions of their own all the same, since a nested function is measured
 * apart from the function that holds it.
 */
function measuredFiles(): string[] {
  return ['apps/server/src', 'packages/shared/src', 'packages/tenants/src']
    .flatMap((dir) => sourceFiles(join(ROOT, dir)))
    .filter((file) => !/\.routes\.ts$|\/db\/(migrations|seed)\//.test(file));
}

describe('function length', () => {
  it('measures a function without the functions nested in it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'function-length-'));
    const file = join(dir, 'sample.ts');
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    writeFileSync(
      file,
      [
        'export function factory() {',
        body(10),
        '  return {',
        '    long() {',
        body(90),
        '    },',
        '  };',
        '}',
        '// a comment',
        '',
      ].join('\n'),
    );
    const found = longFunctions(file, LIMIT);
    expect(found.map((f) => f.name)).toEqual(['long']);
    expect(found[0]!.ownLines).toBe(92);
  });

  it('finds no server or shared function longer than 80 lines of its own code', () => {
    const long = measuredFiles()
      .flatMap((file) => longFunctions(file, LIMIT))
      .map((f) => `${relative(ROOT, f.file)}:${f.line} ${f.name} (${f.ownLines} lines)`);
    expect(long).toEqual([]);
  });
});
