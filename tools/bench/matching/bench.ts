/**
 * The matching benchmark itself (issue 5 "Matching"), bundled and started by `run.mjs`
 * (`npm run bench:matching`). Not a test: it prints figures and never fails because of them.
 *
 * 1. Engine in memory (`apps/api/src/domains/matching/engine/engine.ts`): compiles 1,000 generated
 *    projects with 5–20 conditions each (`generate.ts`), then
 *    - matches one enterprise against all of them in the contract's full ProjectMatch shape (what
 *      the calculator answers), median and p95 over 200 enterprises — target under 50 ms;
 *    - matches 10,000 generated enterprises against all of them (lean evaluation: result, rate,
 *      amount and per-condition outcomes with the missing fields) — target under 10 s — with rows
 *      (enterprise × project) per second.
 * 2. With the database (PGlite in memory, migrated, in this process): the same 1,000 projects
 *    stored and 100 enterprises; the first `matchCompany` of each (load its facts and the
 *    projects, evaluate, insert 1,000 `ent_match_result` rows), with rows per second; a repeated
 *    matching with unchanged facts; the read after a fact change (recompute, rewrite the changed
 *    rows); the read of fresh stored matches (`ensureCompanyMatches`).
 *
 * 3. The policy calculator's pre-match through the API on PostgreSQL (issue 15 P9; needs a server:
 *    `--pg postgres://…` or `BENCH_DATABASE_URL`; skipped without one): a new database (migrated,
 *    demo seed), the generated enterprises (10,000) and projects (1,000, all of one published
 *    policy) stored; a calculator saved, committed and passed through the API; then `preMatch` and
 *    polling `progress` through the API (the server's real routes, security and contract, with
 *    `app.inject`) until the job succeeds: wall time, rows (enterprise × project) per second, the
 *    heap and RSS sampled every 50 ms (peak, and the heap at each progress step: flat when the
 *    batches do not accumulate).
 *
 * Times are wall-clock; CPU time of the process is printed next to them (on a busy machine the
 * wall time also counts the time other processes had the CPU).
 * Options: --projects N (1000), --enterprises N (10000), --db-enterprises N (100), --no-db,
 * --pg URL (or BENCH_DATABASE_URL), --no-pg, --heap-steps (collect garbage at each progress step and
 * print the heap retained: shows memory is flat, but slows the timed run).
 */
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';

import { eq, sql } from 'drizzle-orm';

import { createDb } from '../../../apps/api/src/db/client';
import { prepareDatabase } from '../../../apps/api/src/seed/prepare-database';
import { company, companyFact, polApplyProject, polInfo } from '../../../apps/api/src/db/schema';
import { ensureCompanyMatches, matchCompany } from '../../../apps/api/src/domains/matching/company-match/company-matches';
import { type CompiledProject, compileProject, evaluateProject, FactVector, matchProject } from '../../../apps/api/src/domains/matching/engine/engine';
import { generateFacts, generateProjects } from './generate';

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Math.max(1, Number(args[i + 1]) || fallback) : fallback;
};
const PROJECTS = opt('projects', 1000);
const ENTERPRISES = opt('enterprises', 10000);
const DB_ENTERPRISES = opt('db-enterprises', 100);
const ONE_GOAL_MS = 50;
const ALL_GOAL_MS = 10000;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};
const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] ?? 0;
};
const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 1)} ms`;
/** CPU time (user + system) of this process in ms since `from`. */
const cpuSince = (from: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
};
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const verdict = (x: number, goal: number) => (x < goal ? `under the ${fmt(goal)} ms target` : `OVER the ${fmt(goal)} ms target`);

console.log(
  `bench:matching: node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} × ${availableParallelism()}, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

// ---- data ----
const now = new Date();
const day = 24 * 3600 * 1000;
const generated = generateProjects(PROJECTS);
const conditionCount = generated.reduce((n, p) => n + p.conditions.length, 0);
const rows = generated.map((p, i) => ({
  id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  policyId: '00000000-0000-4000-9000-000000000001',
  policyTitle: '基准政策',
  policyDepName: '德清县经济和信息化局',
  projectName: p.projectName,
  applyStartTime: new Date(now.getTime() - 10 * day),
  applyEndTime: new Date(now.getTime() + ((i % 60) + 1) * day),
  examineStartTime: new Date(now.getTime() + 61 * day),
  examineEndTime: new Date(now.getTime() + 90 * day),
  supportAmount: p.supportAmount,
  supportAmountRule: p.supportAmountRule,
  conditions: p.conditions,
}));
const enterprises = generateFacts(ENTERPRISES);
const distinctRules = new Set(generated.flatMap((p) => p.conditions.map((c) => JSON.stringify(c.logic)))).size;
console.log(
  `data: ${fmt(PROJECTS)} projects, ${fmt(conditionCount)} conditions (${(conditionCount / PROJECTS).toFixed(1)} per project, 5–20; ${fmt(distinctRules)} distinct rules, ` +
    `each evaluated once per enterprise), ` +
    `${fmt(ENTERPRISES)} enterprises (each optional fact given with probability 0.85)`,
);

// ---- 1. engine in memory ----
let t0 = performance.now();
const compiled: CompiledProject[] = rows.map((r) => compileProject(r));
console.log(`\n[engine, in memory]\ncompile ${fmt(PROJECTS)} projects: ${ms(performance.now() - t0)}`);

// warm-up
for (let e = 0; e < 50; e++) {
  const vec = new FactVector(enterprises[e] as Record<string, unknown>);
  for (const p of compiled) matchProject(p, vec, now);
}

const perEnterprise: number[] = [];
let sink = 0;
const oneCpu = process.cpuUsage();
for (let e = 0; e < Math.min(200, ENTERPRISES); e++) {
  const start = performance.now();
  const vec = new FactVector(enterprises[e] as Record<string, unknown>);
  const matches = compiled.map((p) => matchProject(p, vec, now));
  perEnterprise.push(performance.now() - start);
  sink += matches.length;
}
const oneMedian = median(perEnterprise);
console.log(
  `one enterprise × ${fmt(PROJECTS)} projects, full ProjectMatch objects: median ${ms(oneMedian)}, p95 ${ms(p95(perEnterprise))} ` +
    `(200 enterprises; CPU ${ms(cpuSince(oneCpu) / Math.min(200, ENTERPRISES))} per enterprise) — ${verdict(oneMedian, ONE_GOAL_MS)}`,
);

const counts = { '1': 0, '2': 0, '3': 0 };
const allCpu = process.cpuUsage();
t0 = performance.now();
for (let e = 0; e < ENTERPRISES; e++) {
  const vec = new FactVector(enterprises[e] as Record<string, unknown>);
  for (let p = 0; p < compiled.length; p++) counts[evaluateProject(compiled[p] as CompiledProject, vec).matchResult] += 1;
}
const allMs = performance.now() - t0;
const allCpuMs = cpuSince(allCpu);
const allRows = ENTERPRISES * PROJECTS;
console.log(
  `${fmt(ENTERPRISES)} enterprises × ${fmt(PROJECTS)} projects (lean evaluation): ${ms(allMs)}, ${fmt(allRows / (allMs / 1000))} rows/s, ` +
    `${fmt((allRows * conditionCount) / PROJECTS / (allMs / 1000))} conditions/s (CPU ${ms(allCpuMs)}) — ${verdict(allMs, ALL_GOAL_MS)}`,
);
console.log(
  `  results: 匹配 ${((counts['1'] * 100) / allRows).toFixed(1)}%, 部分匹配 ${((counts['2'] * 100) / allRows).toFixed(1)}%, ` +
    `不匹配 ${((counts['3'] * 100) / allRows).toFixed(1)}%`,
);

// ---- 2. with the database ----
if (!args.includes('--no-db')) {
  console.log('\n[with the database: PGlite in memory, this process]');
  t0 = performance.now();
  const handle = await createDb({ dataDir: tmpdir(), inMemory: true });
  await prepareDatabase(handle, { demo: false });
  const db = handle.db;
  const [policy] = await db
    .insert(polInfo)
    .values({ policyTitle: '基准政策', policyDepName: '德清县经济和信息化局', policyCreateTime: now, status: 'published' })
    .returning({ id: polInfo.id });
  for (let i = 0; i < rows.length; i += 200) {
    await db.insert(polApplyProject).values(
      rows.slice(i, i + 200).map((r) => ({
        policyId: policy!.id,
        projectName: r.projectName,
        applyStartTime: r.applyStartTime,
        applyEndTime: r.applyEndTime,
        examineStartTime: r.examineStartTime,
        examineEndTime: r.examineEndTime,
        examineDep: '德清县经济和信息化局',
        template: {},
        supportAmount: r.supportAmount,
        supportAmountRule: r.supportAmountRule,
        conditions: r.conditions,
        status: '1' as const,
      })),
    );
  }
  const companyIds: string[] = [];
  for (let e = 0; e < DB_ENTERPRISES; e++) {
    const f = enterprises[e] as Record<string, unknown>;
    const [c] = await db
      .insert(company)
      .values({
        companyName: String(f['companyName']),
        creditCode: String(f['creditCode']),
        streetId: f['streetId'] as string,
        industry: f['industry'] as string,
        scale: f['scale'] as string,
      })
      .returning({ id: company.id });
    const { companyName: _n, creditCode: _c, streetId: _s, industry: _i, scale: _sc, tagInfoIds: _t, ...rest } = f;
    await db.insert(companyFact).values({ companyId: c!.id, facts: rest });
    companyIds.push(c!.id);
  }
  console.log(`set-up (migrate, store ${fmt(PROJECTS)} projects and ${fmt(DB_ENTERPRISES)} companies): ${ms(performance.now() - t0)}`);

  // first matching of each enterprise: every result row is new
  const firsts: number[] = [];
  const firstCpu = process.cpuUsage();
  t0 = performance.now();
  for (const id of companyIds) {
    const start = performance.now();
    sink += (await matchCompany(db, id)).matches.length;
    firsts.push(performance.now() - start);
  }
  const dbMs = performance.now() - t0;
  const dbRows = companyIds.length * PROJECTS;
  console.log(
    `first matchCompany of an enterprise (load facts and ${fmt(PROJECTS)} projects, evaluate, insert ${fmt(PROJECTS)} rows): ` +
      `median ${ms(median(firsts))}, p95 ${ms(p95(firsts))} over ${fmt(companyIds.length)} enterprises; ${fmt(dbRows / (dbMs / 1000))} rows/s ` +
      `(CPU ${ms(cpuSince(firstCpu) / companyIds.length)} per enterprise; 10,000 enterprises at this rate: ${((dbMs / companyIds.length) * 10).toFixed(0)} s)`,
  );

  const first = companyIds[0] as string;
  const timed = async (runs: number, before: (k: number) => Promise<void>, fn: () => Promise<number>) => {
    const out: number[] = [];
    for (let k = 0; k < runs; k++) {
      await before(k);
      const start = performance.now();
      sink += await fn();
      out.push(performance.now() - start);
    }
    return out;
  };
  const noop = async () => undefined;
  const again = await timed(9, noop, async () => (await matchCompany(db, first)).matches.length);
  console.log(`matchCompany again, facts unchanged (results equal: match_time bumped, no row rewritten): median ${ms(median(again))} (9 runs)`);
  const revenue = Number((enterprises[0] as Record<string, unknown>)['revenue'] ?? 1000);
  const changed = await timed(
    9,
    async (k) => {
      await db
        .update(companyFact)
        .set({ facts: sql`${companyFact.facts} || ${JSON.stringify({ revenue: k % 2 === 0 ? revenue * 3 + 5000 : revenue })}::jsonb`, updatedAt: sql`now()` })
        .where(eq(companyFact.companyId, first));
    },
    async () => (await ensureCompanyMatches(db, first)).matches.length,
  );
  console.log(`after a fact change (revenue), the next read recomputes and rewrites the changed rows: median ${ms(median(changed))} (9 runs)`);
  const reads = await timed(9, noop, async () => {
    const res = await ensureCompanyMatches(db, first);
    if (res.recomputed) throw new Error('stored matches should be fresh');
    return res.matches.length;
  });
  console.log(`read of fresh stored matches (ensureCompanyMatches, ${fmt(PROJECTS)} rows, nothing recomputed): median ${ms(median(reads))} (9 runs)`);
  await handle.close();
}
// ---- 3. the calculator's pre-match through the API on PostgreSQL ----
const pgIndex = args.indexOf('--pg');
const HEAP_STEPS = args.includes('--heap-steps');
const pgUrl = pgIndex >= 0 ? args[pgIndex + 1] : process.env['BENCH_DATABASE_URL'];
if (args.includes('--no-pg')) {
  // skipped on request
} else if (!pgUrl) {
  console.log('\n[pre-match through the API on PostgreSQL] skipped: pass --pg postgres://… or set BENCH_DATABASE_URL (tools/scripts/ensure-postgres.sh starts one)');
} else {
  await benchPreMatch(pgUrl);
}

async function benchPreMatch(serverUrl: string): Promise<void> {
  console.log(`\n[pre-match through the API on PostgreSQL: ${fmt(ENTERPRISES)} enterprises × ${fmt(PROJECTS)} projects]`);
  process.env['TEST_DATABASE_URL'] = serverUrl;
  const { createTestServer, loginAs } = await import('../../../apps/api/src/testing/test-server');
  const { call } = await import('../../../apps/api/src/testing/api-call');
  let t = performance.now();
  const server = await createTestServer({ demo: true, loginCode: 'off' });
  try {
    const db = server.db;
    const [policy] = await db
      .insert(polInfo)
      .values({ policyTitle: '基准预匹配政策', policyDepName: '德清县经济和信息化局', policyCreateTime: now, status: 'published' })
      .returning({ id: polInfo.id });
    for (let i = 0; i < rows.length; i += 200) {
      await db.insert(polApplyProject).values(
        rows.slice(i, i + 200).map((r) => ({
          policyId: policy!.id,
          projectName: r.projectName,
          applyStartTime: r.applyStartTime,
          applyEndTime: r.applyEndTime,
          examineStartTime: r.examineStartTime,
          examineEndTime: r.examineEndTime,
          examineDep: '德清县经济和信息化局',
          template: {},
          supportAmount: r.supportAmount,
          supportAmountRule: r.supportAmountRule,
          conditions: r.conditions,
          status: '1' as const,
        })),
      );
    }
    for (let i = 0; i < enterprises.length; i += 1000) {
      const chunk = enterprises.slice(i, i + 1000) as Record<string, unknown>[];
      const ids = await db
        .insert(company)
        .values(
          chunk.map((f) => ({
            companyName: String(f['companyName']),
            creditCode: `91330521PM${String(i + chunk.indexOf(f)).padStart(8, '0')}`,
            streetId: f['streetId'] as string,
            industry: f['industry'] as string,
            scale: f['scale'] as string,
          })),
        )
        .returning({ id: company.id });
      await db.insert(companyFact).values(
        chunk.map((f, k) => {
          const { companyName: _n, creditCode: _c, streetId: _s, industry: _i, scale: _sc, tagInfoIds: _t, ...rest } = f;
          return { companyId: ids[k]!.id, facts: rest };
        }),
      );
    }
    const [{ n: companyCount } = { n: 0 }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(company);
    console.log(
      `set-up (new database, migrate, demo seed, store ${fmt(PROJECTS)} projects and ${fmt(ENTERPRISES)} enterprises): ${ms(performance.now() - t)}; ` +
        `${fmt(companyCount)} enterprises in the database (with the demo's)`,
    );

    const yyf = (await loginAs(server, 'yyf')).token;
    const gov = (await loginAs(server, 'gov')).token;
    const saved = await call<{ id: string }>(server, 'POST', '/admin/policyCalculator/save', yyf, { calculatorName: '基准计算器', policyId: policy!.id });
    const id = saved.json.data!.id;
    await call(server, 'POST', '/admin/policyCalculator/commit', yyf, { id });
    await call(server, 'POST', '/admin/policyCalculator/audit', gov, { id, auditResult: '1', auditOpinion: '同意' });

    global.gc?.();
    const base = process.memoryUsage();
    let peakHeap = base.heapUsed;
    let peakRss = base.rss;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakHeap = Math.max(peakHeap, m.heapUsed);
      peakRss = Math.max(peakRss, m.rss);
    }, 50);
    const cpu = process.cpuUsage();
    t = performance.now();
    const started = await call<{ id: string }>(server, 'POST', '/admin/policyCalculator/preMatch', yyf, { id });
    if (!started.json.success) throw new Error(`preMatch refused: ${started.json.msg}`);
    const jobId = started.json.data!.id;
    const steps: string[] = [];
    type Progress = { status: string; progress: number; done?: number; total?: number; error: string | null };
    let last: Progress | undefined;
    let lastDone = -1;
    for (;;) {
      await new Promise((r) => setTimeout(r, 100));
      const res = await call<Progress>(server, 'GET', `/admin/policyCalculator/progress?jobId=${jobId}`, yyf);
      last = res.json.data!;
      if ((last.done ?? 0) !== lastDone) {
        lastDone = last.done ?? 0;
        // --heap-steps: the heap still held after a collection at each step (what the job retains;
        // the collections cost time, so the timed run leaves them out)
        if (HEAP_STEPS) global.gc?.();
        steps.push(`${last.progress}%:${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)}MB`);
      }
      if (last.status === 'succeeded' || last.status === 'failed') break;
    }
    const wall = performance.now() - t;
    const cpuMs = cpuSince(cpu);
    clearInterval(sampler);
    if (last.status !== 'succeeded') throw new Error(`pre-match failed: ${last.error}`);
    const detail = await call<{ matchCount: number }>(server, 'GET', `/admin/policyCalculator/detail?id=${id}`, yyf);
    const pairs = companyCount * PROJECTS;
    const mb = (b: number) => `${(b / 2 ** 20).toFixed(0)} MB`;
    console.log(
      `preMatch → progress polled every 100 ms until succeeded: ${ms(wall)} wall (CPU ${ms(cpuMs)}), ${fmt(last.total ?? 0)} enterprises, ` +
        `${fmt(pairs / (wall / 1000))} rows/s (enterprise × project), ${fmt((last.total ?? 0) / (wall / 1000))} enterprises/s, ` +
        `${fmt(detail.json.data?.matchCount ?? 0)} matched — ${verdict(wall, ALL_GOAL_MS)}`,
    );
    console.log(
      `memory: heap ${mb(base.heapUsed)} before, peak ${mb(peakHeap)} (+${mb(peakHeap - base.heapUsed)}); RSS ${mb(base.rss)} before, peak ${mb(peakRss)} (+${mb(peakRss - base.rss)})`,
    );
    console.log(`heap at each progress step (progress:heap${HEAP_STEPS && global.gc ? ' after a collection' : ''}): ${steps.join(' ')}`);
  } finally {
    await server.close();
  }
}

if (sink < 0) console.log(sink); // keeps the results alive for the optimizer
