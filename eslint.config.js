import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import fs from 'node:fs';

const dirsOf = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
const webFeatures = dirsOf('apps/web/src/features');
const serverModules = dirsOf('apps/server/src/modules');

const WEB_LAYER_MESSAGE =
  'STYLE.md: a feature never imports another feature, and shared layers (components, lib, config, utils) never import features or app; compose in app/routes.';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'coverage/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.config.js',
      '**/build.mjs',
      'vitest.config.ts',
      'apps/web/scripts/**',
      // Files that break a boundary on purpose; tooling/lint-boundaries.test.ts lints them.
      '**/lint-fixture*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses the imported files itself: it must know they are TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
      // Without a TypeScript resolver no import rule can resolve a `.ts` file, and every boundary passes silently.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      // Fastify plugins and handlers are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**', 'e2e/**', 'bench/**', 'tooling/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Tests print mocks' arguments in assertion messages.
      '@typescript-eslint/no-base-to-string': 'off',
      'no-console': 'off',
    },
  },
  {
    // Nothing imports a test or a journey, so none can be part of a cycle: the walk through its imports (a fifth
    // of the lint's time when it ran on every file) is left to the files that can.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/specs/**'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // Migrations are frozen and typed against Kysely<any> (STYLE.md): later schema changes must not retype them.
    files: ['apps/server/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^node:',
              message:
                'ARCHITECTURE §1: packages/shared imports no Node built-in; it runs in the browser too.',
            },
            {
              regex: '^(react|react-dom|fastify|kysely|@mui/.*|@tanstack/.*)$',
              message: 'ARCHITECTURE §1: packages/shared imports no framework.',
            },
            {
              regex: '^@spesa/(tenants|server|web)',
              message: 'ARCHITECTURE §1: packages/shared depends on nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/tenants/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^node:',
              message: 'packages/tenants is plain data shared with the browser: no Node built-ins.',
            },
            { regex: '^@spesa/(server|web)', message: 'ARCHITECTURE §1: packages never import the apps.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@spesa/web|apps/web', message: 'ARCHITECTURE §1: the apps never import each other.' },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/modules/*/*.routes.ts',
              from: './apps/server/src/modules/*/*.repository.ts',
              message: 'STYLE.md: routes call services; only a module’s service reads its repository.',
            },
            ...serverModules.map((module) => ({
              target: `./apps/server/src/modules/${module}`,
              from: serverModules
                .filter((m) => m !== module)
                .map((m) => `./apps/server/src/modules/${m}/*.repository.ts`),
              message: 'STYLE.md: a service may call another module’s service, never its repository.',
            })),
            {
              target: './apps/server/src/db',
              from: './apps/server/src/modules',
              message: 'STYLE.md: db is the bottom layer; it never imports modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@spesa/server|apps/server',
              message: 'ARCHITECTURE §1: the apps never import each other.',
            },
          ],
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message:
                'README "Speed": the app\'s useTranslation (src/lib/use-translation.ts) gives i18next\'s own t.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: WEB_LAYER_MESSAGE,
            })),
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/config',
                './apps/web/src/utils',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: WEB_LAYER_MESSAGE,
            },
            { target: './apps/web/src/features', from: './apps/web/src/app', message: WEB_LAYER_MESSAGE },
          ],
        },
      ],
    },
  },
);
