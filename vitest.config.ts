/**
 * One Vitest run for the whole repository (`npx vitest run`), split into projects
 * (`npx vitest run --project api`). Tests sit next to the code as `*.test.ts(x)`.
 *
 * - web libraries and apps/web: jsdom + `tools/test/setup-dom.ts` (jest-dom matchers, cleanup,
 *   the browser APIs Mantine needs);
 * - apps/api: node, separate processes, 30 s timeouts (PGlite starts in about 3 s per file);
 *   `TEST_DATABASE_URL` switches the API tests to a real PostgreSQL;
 * - sdk, util, contract, validation, tools and the domains' rules libraries (`libs/<domain>/rules`): node.
 *
 * The projects are not listed by hand: each library folder's `project.json` is one project of its `name`, in
 * node when tagged `type:util`/`type:sdk`, in jsdom otherwise (`tools/workspace/projects.mjs`).
 *
 * Aliases (`@qifu/*`) come from `tsconfig.base.json` through Vite's own `resolve.tsconfigPaths`.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { runsInNode, workspaceLibraries } from './tools/workspace/projects.mjs';

const TEST_FILES = '**/*.test.{ts,tsx}';

/** Every library under libs/ is a Vitest project of its project.json name (`tools/workspace/projects.mjs`). */
const libraries = workspaceLibraries();

/** Node-environment projects: name → folder (the framework-free libraries, plus tools/). */
const nodeProjects: Record<string, string> = {
  ...Object.fromEntries(libraries.filter(runsInNode).map((library) => [library.name, library.root])),
  tools: 'tools',
};

/** jsdom projects (React, Mantine): name → folder (every other library, plus apps/web). */
const domProjects: Record<string, string> = {
  web: 'apps/web',
  ...Object.fromEntries(libraries.filter((library) => !runsInNode(library)).map((library) => [library.name, library.root])),
};

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Each project may be empty while the workspace grows; `tools/scripts/test-all.sh`
    // fails the run when the whole suite counts zero tests.
    passWithNoTests: true,
    exclude: ['**/node_modules/**', '**/dist/**', 'apps/web-e2e/**'],
    projects: [
      ...Object.entries(nodeProjects).map(([name, dir]) => ({
        extends: true as const,
        test: {
          name,
          environment: 'node',
          // tools/ is mostly plain .mjs scripts: their tests may be .test.mjs too.
          include: [`${dir}/${TEST_FILES}`, ...(name === 'tools' ? ['tools/**/*.test.mjs'] : [])],
        },
      })),
      ...Object.entries(domProjects).map(([name, dir]) => ({
        extends: true as const,
        plugins: [react()],
        test: {
          name,
          environment: 'jsdom',
          include: [`${dir}/${TEST_FILES}`],
          setupFiles: ['tools/test/setup-dom.ts'],
          css: false,
          // two workers share two cores with Vite's transforms: a heavy page's first render may
          // pass Vitest's 5 s default on a loaded machine (a time limit, not an assertion)
          testTimeout: 15_000,
        },
      })),
      {
        extends: true as const,
        test: {
          name: 'api',
          environment: 'node',
          include: [`apps/api/${TEST_FILES}`],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
