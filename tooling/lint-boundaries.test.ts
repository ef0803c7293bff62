import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * A boundary rule is trusted only once it has been seen to fire (STYLE.md). Each fixture breaks one rule of
 * eslint.config.js; the normal lint run ignores them, this test lints them and expects the rule's error.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

const FIXTURES: ReadonlyArray<{ file: string; rule: string; breaks: string }> = [
  {
    file: 'apps/web/src/features/wishlist/lint-fixture-feature.ts',
    rule: 'import-x/no-restricted-paths',
    breaks: 'a web feature imports another feature',
  },
  {
    file: 'apps/web/src/components/lint-fixture-layer.ts',
    rule: 'import-x/no-restricted-paths',
    breaks: 'a shared web layer imports a feature',
  },
  {
    file: 'apps/server/src/modules/cart/lint-fixture-repository.ts',
    rule: 'import-x/no-restricted-paths',
    breaks: "a server module imports another module's repository",
  },
  {
    file: 'apps/server/src/modules/cart/lint-fixture.routes.ts',
    rule: 'import-x/no-restricted-paths',
    breaks: 'routes import a repository',
  },
  {
    file: 'apps/server/src/db/lint-fixture-modules.ts',
    rule: 'import-x/no-restricted-paths',
    breaks: 'the db layer imports a module',
  },
  {
    file: 'apps/server/src/lib/lint-fixture-cycle-a.ts',
    rule: 'import-x/no-cycle',
    breaks: 'two files import each other',
  },
  {
    file: 'packages/shared/src/common/lint-fixture-package.ts',
    rule: 'no-restricted-imports',
    breaks: 'packages/shared depends on another package of ours',
  },
];

describe('lint boundaries fire', () => {
  let results: ESLint.LintResult[] = [];

  beforeAll(async () => {
    // ignore: false lints the fixtures the project's own configuration skips.
    const eslint = new ESLint({ cwd: root, ignore: false });
    results = await eslint.lintFiles(FIXTURES.map((fixture) => fixture.file));
  }, 240_000);

  it.each(FIXTURES)('$breaks: $rule reports it', ({ file, rule }) => {
    const result = results.find((r) => r.filePath.endsWith(file));
    expect(result, `${file} was not linted`).toBeDefined();
    const rules = result!.messages.map((message) => message.ruleId);
    expect(rules).toContain(rule);
  });

  it('the project lint skips the fixtures', async () => {
    const eslint = new ESLint({ cwd: root });
    for (const { file } of FIXTURES) expect(await eslint.isPathIgnored(file)).toBe(true);
  });
});
