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
 * Aliases (`@qifu/*`) come from `tsconfig.base.json` through Vite's own `resolve.tsconfigPaths`.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const TEST_FILES = '**/*.test.{ts,tsx}';

/** Node-environment projects: name → folder. */
const nodeProjects: Record<string, string> = {
  sdk: 'libs/sdk',
  util: 'libs/shared/util',
  contract: 'libs/shared/contract',
  validation: 'libs/shared/validation',
  tools: 'tools',
  'appeal-rules': 'libs/appeal/rules',
  'cms-rules': 'libs/cms/rules',
  'customer-service-rules': 'libs/customer-service/rules',
  'land-rules': 'libs/land/rules',
  'policy-rules': 'libs/policy/rules',
  'sys-rules': 'libs/sys/rules',
  'tech-rules': 'libs/tech/rules',
  'training-rules': 'libs/training/rules',
  'enterprise-archive-rules': 'libs/enterprise-archive/rules',
  'sms-rules': 'libs/sms/rules',
  'questionnaire-rules': 'libs/questionnaire/rules',
};

/** jsdom projects (React, Mantine): name → folder. */
const domProjects: Record<string, string> = {
  web: 'apps/web',
  session: 'libs/shared/session',
  ui: 'libs/shared/ui',
  'policy-data-access': 'libs/policy/data-access',
  'policy-feature': 'libs/policy/feature',
  'portal-feature': 'libs/portal/feature',
  'workbench-feature': 'libs/workbench/feature',
  'workbench-data-access': 'libs/workbench/data-access',
  table: 'libs/shared/table',
  widgets: 'libs/shared/widgets',
  charts: 'libs/shared/charts',
  'dynamic-form': 'libs/shared/dynamic-form',
  'sys-data-access': 'libs/sys/data-access',
  'sys-feature': 'libs/sys/feature',
  'customer-service-feature': 'libs/customer-service/feature',
  'customer-service-data-access': 'libs/customer-service/data-access',
  'appeal-feature': 'libs/appeal/feature',
  'appeal-data-access': 'libs/appeal/data-access',
  'call-feature': 'libs/call/feature',
  'call-data-access': 'libs/call/data-access',
  'training-feature': 'libs/training/feature',
  'training-data-access': 'libs/training/data-access',
  'tech-feature': 'libs/tech/feature',
  'tech-data-access': 'libs/tech/data-access',
  'land-feature': 'libs/land/feature',
  'land-data-access': 'libs/land/data-access',
  'cms-feature': 'libs/cms/feature',
  'cms-data-access': 'libs/cms/data-access',
  'enterprise-archive-feature': 'libs/enterprise-archive/feature',
  'enterprise-archive-data-access': 'libs/enterprise-archive/data-access',
  'sms-feature': 'libs/sms/feature',
  'sms-data-access': 'libs/sms/data-access',
  'questionnaire-feature': 'libs/questionnaire/feature',
  'questionnaire-data-access': 'libs/questionnaire/data-access',
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
