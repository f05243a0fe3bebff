/**
 * Proves the server's domain-boundary rule (issue 12, `server-boundaries.mjs`) fires: the fixture
 * under `fixtures/server-boundaries/src` is linted with the repository's real `eslint.config.mjs`
 * (which ignores it for `npm run lint`, hence `ignore: false`).
 */
import path from 'node:path';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// @ts-expect-error -- plain ESM module without type declarations
import { REPO_ROOT } from './server-boundaries.mjs';

const RULE = 'import/no-restricted-paths';
const FIXTURE = path.join(REPO_ROOT as string, 'tools/eslint/fixtures/server-boundaries/src');

let eslint: ESLint;

/** The boundary errors of one fixture file: `line:column path` of each offending import. */
async function boundaryErrors(relative: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path.join(FIXTURE, relative)]);
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => `${m.line}:${m.column} ${m.message.match(/"([^"]+)"/)?.[1]}`);
}

type Zone = { target: string; from: string; except?: string[] };

/** The boundary zones the real configuration applies to `relative` (a file need not exist). */
async function zonesFor(relative: string): Promise<Zone[]> {
  const config = (await eslint.calculateConfigForFile(path.join(REPO_ROOT as string, relative))) as { rules?: Record<string, unknown> };
  const rule = config.rules?.[RULE] as [unknown, { zones: Zone[] }] | undefined;
  return rule?.[1].zones ?? [];
}

beforeAll(async () => {
  // the real configuration of the repository (it builds the Nx project graph: a few seconds)
  eslint = new ESLint({ cwd: REPO_ROOT as string, ignore: false });
}, 60_000);

describe('server domain boundaries (import/no-restricted-paths)', () => {
  it('refuses a domain importing another domain’s internals, and says why', async () => {
    const [result] = await eslint.lintFiles([path.join(FIXTURE, 'domains/beta/uses-alpha-internals-violation.ts')]);
    const errors = (result?.messages ?? []).filter((m) => m.ruleId === RULE);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ severity: 2, line: 2 });
    expect(errors[0]?.message).toContain('"../alpha/alpha.queries"');
    expect(errors[0]?.message).toContain('index.ts');
  }, 60_000);

  it('allows another domain’s index.ts, core/ and the domain’s own files', async () => {
    expect(await boundaryErrors('domains/beta/uses-alpha-surface.ts')).toEqual([]);
    expect(await boundaryErrors('domains/alpha/index.ts')).toEqual([]);
  }, 60_000);

  it('refuses core/ importing a domain, even its index.ts', async () => {
    expect(await boundaryErrors('core/core-imports-domain-violation.ts')).toEqual(['2:28 ../domains/alpha']);
  }, 60_000);

  it('refuses a domain importing the seed, while the seed imports domains', async () => {
    expect(await boundaryErrors('domains/beta/uses-seed-violation.ts')).toEqual(['2:28 ../../db/seed/demo']);
    expect(await boundaryErrors('db/seed/demo.ts')).toEqual([]);
  }, 60_000);

  it('applies the zones to the API (apps/api/src); its tests may read the seed but not other domains’ internals', async () => {
    const source = await zonesFor('apps/api/src/domains/cms/news-status.ts');
    expect(source).toContainEqual(expect.objectContaining({ target: './apps/api/src/domains/cms', from: './apps/api/src/domains', except: expect.arrayContaining(['./cms', './sys/index.ts']) }));
    expect(source).toContainEqual(expect.objectContaining({ target: './apps/api/src/core', from: './apps/api/src/domains' }));
    expect(source).toContainEqual(expect.objectContaining({ target: './apps/api/src/domains', from: './apps/api/src/db/seed' }));
    const test = await zonesFor('apps/api/src/domains/cms/news/news.test.ts');
    expect(test).toContainEqual(expect.objectContaining({ target: './apps/api/src/domains/cms', from: './apps/api/src/domains' }));
    expect(test.some((z) => z.from === './apps/api/src/db/seed')).toBe(false);
  }, 60_000);
});
