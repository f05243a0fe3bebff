/**
 * Proves the server's layer and domain-boundary rules (issues 12 and P14, `server-boundaries.mjs`) fire: the fixture
 * under `fixtures/server-boundaries/src` is linted with the repository's real `eslint.config.mjs`
 * (which ignores it for `npm run lint`, hence `ignore: false`).
 */
import path from 'node:path';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// @ts-expect-error -- plain ESM module without type declarations
import { assertAcyclic, REPO_ROOT } from './server-boundaries.mjs';

const RULE = 'import/no-restricted-paths';
const FIXTURE = path.join(REPO_ROOT as string, 'tools/eslint/fixtures/server-boundaries/src');

let eslint: ESLint;

/** The boundary errors of one fixture file: `line:column path` of each offending import. */
async function boundaryErrors(relative: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path.join(FIXTURE, relative)]);
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => `${m.line}:${m.column} ${m.message.match(/"([^"]+)"/)?.[1]}`);
}

type Zone = { target: string | string[]; from: string | string[]; except?: string[] };

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

  it('allows another domain’s index.ts along a declared arrow, core/ and the domain’s own files', async () => {
    expect(await boundaryErrors('domains/beta/uses-alpha-surface.ts')).toEqual([]);
    expect(await boundaryErrors('domains/alpha/index.ts')).toEqual([]);
    expect(await boundaryErrors('domains/beta/index.ts')).toEqual([]);
  }, 60_000);

  it('refuses the undeclared direction between two domains, even through the index.ts (no cycles)', async () => {
    const [result] = await eslint.lintFiles([path.join(FIXTURE, 'domains/alpha/uses-beta-violation.ts')]);
    const errors = (result?.messages ?? []).filter((m) => m.ruleId === RULE);
    expect(errors.map((m) => `${m.line}:${m.column} ${m.message.match(/"([^"]+)"/)?.[1]}`)).toEqual(['2:29 ../beta']);
    expect(errors[0]?.message).toContain('The domain alpha may use no other domain');
  }, 60_000);

  it('refuses a cycle in the declared arrows when the configuration loads', () => {
    expect(() => assertAcyclic({ policy: ['matching'], matching: ['policy'] })).toThrow('server domain arrows form a cycle: policy → matching → policy');
    expect(() => assertAcyclic({ a: ['b'], b: ['c'], c: ['a'] })).toThrow('cycle');
    expect(() => assertAcyclic({ portal: ['policy', 'matching'], policy: ['matching'] })).not.toThrow();
  });

  it('refuses a lower layer importing a higher one: core/ a domain, db/ core/', async () => {
    expect(await boundaryErrors('core/core-imports-domain-violation.ts')).toEqual(['2:28 ../domains/alpha']);
    expect(await boundaryErrors('db/uses-core-violation.ts')).toEqual(['2:29 ../core/format']);
  }, 60_000);

  it('refuses a domain importing the seed; the seed uses domains only through their index.ts', async () => {
    expect(await boundaryErrors('domains/beta/uses-seed-violation.ts')).toEqual(['2:28 ../../seed/demo']);
    expect(await boundaryErrors('seed/demo.ts')).toEqual([]);
    expect(await boundaryErrors('seed/uses-alpha-internals-violation.ts')).toEqual(['2:27 ../domains/alpha/alpha.queries']);
  }, 60_000);

  it('keeps the test layer on top: only tests and testing/ import it, and it sees domains through index.ts', async () => {
    expect(await boundaryErrors('testing/test-server.ts')).toEqual([]);
    expect(await boundaryErrors('domains/beta/beta-test-kit-violation.ts')).toEqual(['2:28 ../../testing/test-server']);
    expect(await boundaryErrors('testing/uses-alpha-internals-violation.ts')).toEqual(['2:27 ../domains/alpha/alpha.queries']);
  }, 60_000);

  it('applies the zones to the API (apps/api/src): policy may use matching, never the reverse; tests may read the seed and the test layer', async () => {
    const at = (p: string) => `./apps/api/src/${p}`;
    const source = await zonesFor('apps/api/src/domains/cms/news-status.ts');
    expect(source).toContainEqual(expect.objectContaining({ target: at('domains/cms'), from: at('domains'), except: expect.arrayContaining(['./cms', './sys/index.ts']) }));
    expect(source).toContainEqual(expect.objectContaining({ target: at('core'), from: expect.arrayContaining([at('domains'), at('seed')]) }));
    expect(source).toContainEqual(expect.objectContaining({ target: at('db'), from: expect.arrayContaining([at('core'), at('domains'), at('seed')]) }));
    expect(source).toContainEqual(expect.objectContaining({ target: at('domains'), from: expect.arrayContaining([at('seed'), at('server.ts')]) }));
    expect(source).toContainEqual(expect.objectContaining({ target: at('seed'), from: at('domains'), except: expect.arrayContaining(['./cms/index.ts']) }));
    expect(source).toContainEqual(expect.objectContaining({ target: expect.arrayContaining([at('domains'), at('seed'), at('server.ts')]), from: at('testing') }));
    const matching = source.find((z) => z.target === at('domains/matching') && Array.isArray(z.from));
    expect(matching?.from).toContain(at('domains/policy'));
    const policy = source.find((z) => z.target === at('domains/policy') && Array.isArray(z.from));
    expect(policy?.from).not.toContain(at('domains/matching'));
    const test = await zonesFor('apps/api/src/domains/cms/news/news.test.ts');
    expect(test).toContainEqual(expect.objectContaining({ target: at('domains/cms'), from: at('domains') }));
    expect(test.some((z) => [z.from].flat().includes(at('seed')) && z.target === at('domains'))).toBe(false);
    expect(test.some((z) => [z.from].flat().includes(at('testing')))).toBe(false);
  }, 60_000);
});
