/**
 * Proves the bare-status-literal rule (issue P14, `no-bare-status-literal.mjs`) fires: the fixture under
 * `fixtures/no-bare-status-literal` is linted with the repository's real `eslint.config.mjs` (which ignores it for
 * `npm run lint`, hence `ignore: false`), and the rule is on for the state machines' sources.
 */
import path from 'node:path';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// @ts-expect-error -- plain ESM module without type declarations
import { REPO_ROOT } from './server-boundaries.mjs';

const RULE = 'qifu/no-bare-status-literal';
const FIXTURE = path.join(REPO_ROOT as string, 'tools/eslint/fixtures/no-bare-status-literal');

let eslint: ESLint;

/** `line:column` of each report of the rule in one fixture file. */
async function reports(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path.join(FIXTURE, file)]);
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => `${m.line}:${m.column}`);
}

/** The rule's severity the real configuration applies to `relative` (a file need not exist). */
async function severityFor(relative: string): Promise<unknown> {
  const config = (await eslint.calculateConfigForFile(path.join(REPO_ROOT as string, relative))) as { rules?: Record<string, unknown> };
  const rule = config.rules?.[RULE];
  return Array.isArray(rule) ? rule[0] : rule;
}

beforeAll(async () => {
  // the real configuration of the repository (it builds the Nx project graph: a few seconds)
  eslint = new ESLint({ cwd: REPO_ROOT as string, ignore: false });
}, 60_000);

describe('qifu/no-bare-status-literal', () => {
  it('refuses a status field compared with a bare code, in either order, in a switch and in JSX, and says what to use', async () => {
    const [result] = await eslint.lintFiles([path.join(FIXTURE, 'violations.tsx')]);
    const errors = (result?.messages ?? []).filter((m) => m.ruleId === RULE);
    expect(errors.map((m) => m.line)).toEqual([6, 7, 8, 9, 10, 11, 15, 17, 24]);
    expect(errors.every((m) => m.severity === 2)).toBe(true);
    expect(errors[0]?.message).toBe(
      "Do not compare 'status' with the bare code '2': use the named constant or predicate of the domain's rules library (@qifu/<domain>-rules).",
    );
  }, 60_000);

  it('lets named codes, worded statuses, numbers and other names through', async () => {
    expect(await reports('allowed.ts')).toEqual([]);
  }, 60_000);

  it('is on for the six state machines’ sources, off for their rules libraries and tests', async () => {
    expect(await severityFor('libs/land/feature/src/lib/work/listing/listing-page.tsx')).toBe(2);
    expect(await severityFor('libs/appeal/data-access/src/lib/appeal.types.ts')).toBe(2);
    expect(await severityFor('apps/api/src/domains/appeal/appeal/appeal-workflow.ts')).toBe(2);
    expect(await severityFor('apps/api/src/domains/declaration/declare/declare-workflow.ts')).toBe(2);
    expect(await severityFor('apps/api/src/db/schema/training.ts')).toBe(2);
    expect(await severityFor('libs/land/rules/src/lib/listing-status.ts')).toBeUndefined();
    expect(await severityFor('libs/appeal/feature/src/lib/work/info/appeal-actions.test.ts')).toBeUndefined();
  }, 60_000);
});
