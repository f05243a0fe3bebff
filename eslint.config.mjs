// ESLint 9 flat config for the whole workspace (`npm run lint` = `eslint . --max-warnings=0`).
//
// Module boundaries follow docs/architecture.md and docs/requirements/CONVENTIONS.md §1: every project carries one
// `scope:*` and one `type:*` tag in its project.json; the constraints below turn a forbidden
// import into a lint error.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createProjectGraphAsync } from '@nx/devkit';

import { API_DOMAIN_ARROWS, serverBoundaryConfigs } from './tools/eslint/server-boundaries.mjs';
import { domainScopes } from './tools/workspace/projects.mjs';
import { STATUS_LITERAL_FILES, statusLiteralConfig } from './tools/eslint/no-bare-status-literal.mjs';

// `@nx/enforce-module-boundaries` reads Nx's cached project graph and silently skips itself when
// there is none (a fresh clone, CI). Build the graph first so the rule always runs on current tags.
process.env.NX_DAEMON ??= 'false';
process.env.NX_NO_CLOUD ??= 'true';
const projectGraph = await createProjectGraphAsync({ exitOnError: true });

/** Front-end packages the server and the framework-free libraries must not import. */
const FRONT_END_PACKAGES = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@mantine/*',
  'mantine-react-table',
  '@tanstack/react-*',
  '@tabler/*',
  '@tiptap/*',
  '@nivo/*',
  'jotai',
  'jotai/*',
  'openapi-react-query',
];

/** Server packages the web side must not import. */
const SERVER_PACKAGES = [
  'fastify',
  'fastify-*',
  '@fastify/*',
  'pg',
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'drizzle-kit',
  '@node-rs/*',
  'exceljs',
];

/**
 * Business domains (`scope:<domain>`): each may use itself and `scope:shared` only. Read from the
 * projects' own tags (every `scope:*` but shared, server and web), so a new domain's libraries bring
 * their scope with them.
 */
const DOMAIN_SCOPES = domainScopes(Object.values(projectGraph.nodes).map((node) => ({ tags: node.data.tags ?? [] })));

const depConstraints = [
  // ---- layers (type:*) ----
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['*'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:sdk'] },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util', 'type:sdk'],
  },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:sdk', 'type:util'] },
  // Shared widgets that load their own data (paged table, remote dropdown, uploaders) call the
  // framework-free SDK directly; they never use a domain's data-access library.
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:sdk'] },
  { sourceTag: 'type:sdk', onlyDependOnLibsWithTags: ['type:util'], bannedExternalImports: FRONT_END_PACKAGES },
  // Framework-free helpers. The domains' rules libraries (`libs/<domain>/rules`, type:util) read the
  // SDK's generated constants and contract types (PERM, ENUM_LABELS, components).
  {
    sourceTag: 'type:util',
    onlyDependOnLibsWithTags: ['type:util', 'type:sdk'],
    bannedExternalImports: FRONT_END_PACKAGES,
  },
  // ---- scopes ----
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  {
    // The server imports shared libraries and every domain's framework-free rules (type:util:
    // `@qifu/<domain>-rules`, the state tables the browser shows too).
    sourceTag: 'scope:server',
    onlyDependOnLibsWithTags: ['scope:server', 'scope:shared', 'type:util'],
    bannedExternalImports: FRONT_END_PACKAGES,
  },
  {
    // apps/web composes every domain's features; it must never reach into the server.
    sourceTag: 'scope:web',
    onlyDependOnLibsWithTags: ['*'],
    notDependOnLibsWithTags: ['scope:server'],
    bannedExternalImports: SERVER_PACKAGES,
  },
  ...DOMAIN_SCOPES.map((domain) => ({
    sourceTag: `scope:${domain}`,
    onlyDependOnLibsWithTags: [`scope:${domain}`, 'scope:shared'],
    bannedExternalImports: SERVER_PACKAGES,
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.nx/**',
      'tmp/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'libs/sdk/src/generated/**',
      'openapi/bundled/**',
      '**/*.gen.ts',
      // Breaks the server-boundary rule on purpose; linted by tools/eslint/server-boundaries.test.ts.
      'tools/eslint/fixtures/**',
    ],
  },
  ...nx.configs['flat/base'],
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.js', '.mjs', '.cjs', '.ts', '.tsx', '.d.ts'] } },
      'import/extensions': ['.js', '.mjs', '.cjs', '.ts', '.tsx'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Never parse dependencies: cycles are only looked for in our own code (fast).
      'import/ignore': ['node_modules'],
      'import/external-module-folders': ['node_modules'],
    },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          // The SDK's main entry is imported statically everywhere; only its separate `@qifu/sdk/sm2`
          // entry (sm-crypto) is imported lazily, so the two do not defeat each other's chunking.
          checkDynamicDependenciesExceptions: ['@qifu/sdk'],
          depConstraints,
        },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // User-facing Chinese text is copied verbatim from the documents, ideographic spaces (U+3000)
      // included: allow them inside strings, templates and JSX text, nowhere else.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // The server's arrows point down (db < core < domains < seed < server.ts < main.ts < testing);
  // domains use each other only through their index.ts and along the declared arrows; the seed and
  // the test layer use domains through their index.ts (issues 12, P14; tools/eslint/server-boundaries.mjs).
  ...serverBoundaryConfigs([
    { root: 'apps/api/src', arrows: API_DOMAIN_ARROWS },
    { root: 'tools/eslint/fixtures/server-boundaries/src', arrows: { beta: ['alpha'] } },
  ]),
  // A state machine's status is compared with its rules library's named codes, never a bare '2' (issue P14,
  // tools/eslint/no-bare-status-literal.mjs).
  statusLiteralConfig([...STATUS_LITERAL_FILES, 'tools/eslint/fixtures/no-bare-status-literal/**/*.{ts,tsx}']),
  // React, hooks and accessibility for components.
  {
    files: ['**/*.tsx', '**/*.jsx'],
    ...react.configs.flat.recommended,
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: { ...globals.browser },
    },
    settings: { react: { version: 'detect' } },
  },
  { files: ['**/*.tsx', '**/*.jsx'], ...react.configs.flat['jsx-runtime'] },
  { files: ['**/*.tsx', '**/*.jsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // Compiler-only diagnostics: we do not run the React Compiler.
      'react-hooks/incompatible-library': 'off',
      'react-hooks/unsupported-syntax': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    rules: { 'react/prop-types': 'off' },
  },
  // Browser code (web app and web libraries).
  {
    files: ['apps/web/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Tests: the shared test helpers may be used from any layer (a data-access hook test renders
  // through `@qifu/ui/testing`, a feature test mocks the network with `@qifu/sdk/testing`).
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}', 'tools/test/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: ['@qifu/ui/testing', '@qifu/sdk/testing'],
          checkDynamicDependenciesExceptions: ['@qifu/sdk'],
          depConstraints,
        },
      ],
    },
  },
  prettier,
);
