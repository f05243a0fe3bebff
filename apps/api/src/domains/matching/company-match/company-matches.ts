/**
 * An enterprise's stored matches (`ent_match_result`, one row per enterprise and matched project)
 * and when they are reused or recomputed (issue 5 "Matching"; seeds 000 §2 policyserver).
 *
 * **Reuse vs recompute.** The stored rows of an enterprise are reused only when, for *every*
 * project matched at the moment of the call (published, of a published policy, not ended), a row
 * exists whose `match_time` is not older than
 * - the project's `updated_at` (a changed condition, amount rule or time window), and
 * - the enterprise's data: `company_fact.updated_at` (bumped by `saveCompanyFacts` and
 *   `markCompanyFactsChanged`) and its newest `company_tag` row.
 * Otherwise the whole enterprise is recomputed at once by {@link matchCompany} (a few
 * milliseconds of engine time for a thousand projects), and in one transaction the rows of
 * projects no longer matched are deleted, every remaining row gets the new `match_time`, and only
 * the rows whose result changed are rewritten. The comparison runs in SQL on the
 * database's microsecond timestamps, and every write uses the database clock (`now()`), so a fact
 * saved by saveReplenish is always newer than the matches before it: the change is visible at once.
 * Phases (apply-phase.yaml) are never stored; they are derived from the project's times on every read.
 */
import { and, eq, notInArray, type SQL, sql } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { companyFact, companyTag, entMatchResult, polApplyProject, polInfo } from '../../../db/schema';
import {
  applyPhaseOf,
  conditionResults,
  evaluateProject,
  FactVector,
  type MatchConditionResult,
  type MatchMissingField,
  type MatchResult,
  type ProjectMatch,
  toProjectMatch,
} from '../engine/engine';
import { type CompanyFactsSnapshot, loadCompanyFactsSnapshot, MATCH_FACT_FIELDS, type MatchFacts } from '../engine/facts';
import type { InvalidRuleError } from '../engine/json-logic';
import {
  compileProjectRow,
  compileProjectRows,
  type LoadedProject,
  openProjectWhere,
  PROJECT_COLUMNS,
  PROJECT_META_COLUMNS,
  type ProjectMeta,
  type ProjectRow,
} from '../project/projects';

/** One matched project of an enterprise with the columns lists need. */
export interface CompanyMatch {
  match: ProjectMatch;
  project: ProjectMeta;
}

/** The matches of an enterprise. */
export interface CompanyMatches {
  matches: CompanyMatch[];
  /** Newest match time among them (null when no project is matched). */
  matchTime: Date | null;
  /** True when they were computed by this call, false when stored rows were reused. */
  recomputed: boolean;
}

/** Options of the matching functions. */
export interface MatchOptions {
  /** The moment of the call (default: now). */
  now?: Date;
  /** Restrict to one policy's projects (reads only; {@link matchCompany} always matches all). */
  policyId?: string;
  /** Reports a project left out because a stored rule is not acceptable. */
  onInvalid?: (projectId: string, error: InvalidRuleError) => void;
}

const UPSERT_CHUNK = 250;

/** Facts-change time of a company as an SQL expression (epoch when it has no facts row and no tag). */
function factsChangedAt(companyId: string): SQL<Date> {
  return sql<Date>`greatest(
    coalesce((select ${companyFact.updatedAt} from ${companyFact} where ${companyFact.companyId} = ${companyId}), 'epoch'::timestamptz),
    coalesce((select max(${companyTag.createdAt}) from ${companyTag} where ${companyTag.companyId} = ${companyId}), 'epoch'::timestamptz))`;
}

const STORED_COLUMNS = {
  matchResult: entMatchResult.matchResult,
  matchRate: entMatchResult.matchRate,
  estimatedAmount: entMatchResult.estimatedAmount,
  resultConditions: entMatchResult.conditions,
  matchTime: entMatchResult.matchTime,
};

function freshColumn(companyId: string): SQL<boolean> {
  return sql<boolean>`coalesce(${entMatchResult.matchTime} >= ${polApplyProject.updatedAt} and ${entMatchResult.matchTime} >= ${factsChangedAt(companyId)}, false)`;
}

/** Projects (with their rules) and the enterprise's stored result of each, with its freshness. */
function storedRowsQuery(db: Db, companyId: string, where: SQL | undefined) {
  return db
    .select({ ...PROJECT_COLUMNS, ...STORED_COLUMNS, fresh: freshColumn(companyId) })
    .from(polApplyProject)
    .innerJoin(polInfo, eq(polInfo.id, polApplyProject.policyId))
    .leftJoin(entMatchResult, and(eq(entMatchResult.projectId, polApplyProject.id), eq(entMatchResult.companyId, companyId)))
    .where(where)
    .orderBy(polApplyProject.applyEndTime, polApplyProject.id);
}

/** As {@link storedRowsQuery} without the rules: the read of stored matches, which may be fresh. */
function storedMetaQuery(db: Db, companyId: string, where: SQL | undefined) {
  return db
    .select({ ...PROJECT_META_COLUMNS, ...STORED_COLUMNS, fresh: freshColumn(companyId) })
    .from(polApplyProject)
    .innerJoin(polInfo, eq(polInfo.id, polApplyProject.policyId))
    .leftJoin(entMatchResult, and(eq(entMatchResult.projectId, polApplyProject.id), eq(entMatchResult.companyId, companyId)))
    .where(where)
    .orderBy(polApplyProject.applyEndTime, polApplyProject.id);
}

type StoredRow = Awaited<ReturnType<typeof storedRowsQuery>>[number];
type StoredMetaRow = Awaited<ReturnType<typeof storedMetaQuery>>[number];

function fromStored(row: StoredMetaRow, now: Date): CompanyMatch {
  return {
    match: toProjectMatch(
      row,
      {
        matchResult: row.matchResult as MatchResult,
        matchRate: row.matchRate ?? 0,
        estimatedAmount: row.estimatedAmount ?? null,
        conditions: (row.resultConditions ?? []) as unknown as MatchConditionResult[],
      },
      now,
      row.matchTime as Date,
    ),
    project: row,
  };
}

function evaluated(loaded: LoadedProject, row: ProjectRow, vec: FactVector, now: Date, matchTime: Date): CompanyMatch {
  const ev = evaluateProject(loaded.compiled, vec);
  const conditions = conditionResults(loaded.compiled, ev);
  return {
    match: toProjectMatch(loaded.compiled, { matchResult: ev.matchResult, matchRate: ev.matchRate, estimatedAmount: ev.estimatedAmount, conditions }, now, matchTime),
    project: row,
  };
}

/** True when a stored condition list equals a computed one (jsonb does not keep key order). */
function sameConditions(stored: readonly Record<string, unknown>[] | null, computed: readonly MatchConditionResult[]): boolean {
  if (!stored || stored.length !== computed.length) return false;
  for (let i = 0; i < computed.length; i++) {
    const a = stored[i] as Partial<MatchConditionResult>;
    const b = computed[i] as MatchConditionResult;
    if (a.code !== b.code || a.label !== b.label || a.outcome !== b.outcome || (a.veto ?? false) !== (b.veto ?? false)) return false;
    const am = a.missingData ?? [];
    if (am.length !== b.missingData.length) return false;
    for (let k = 0; k < am.length; k++) {
      if (am[k]?.field !== b.missingData[k]?.field || am[k]?.label !== b.missingData[k]?.label) return false;
    }
  }
  return true;
}

/**
 * Matches an enterprise against every project matched at `now` and stores the results, in one
 * transaction: deletes the enterprise's rows of projects no longer matched, sets `match_time` of
 * the remaining rows to now, and upserts the rows whose result changed (or are new) — an unchanged
 * result is not rewritten. Always recomputes (see the module comment for when reads reuse).
 * @param options.snapshot - the enterprise's facts when the caller has them already.
 * @param options.rows - the open projects with the enterprise's stored results, when the caller
 *   has read them already (as {@link ensureCompanyMatches} does).
 * @throws AppError NOT_FOUND_ENTITY 企业不存在 for an unknown company.
 */
export async function matchCompany(
  db: Db,
  companyId: string,
  options: Omit<MatchOptions, 'policyId'> & { snapshot?: CompanyFactsSnapshot; rows?: readonly StoredRow[] } = {},
): Promise<CompanyMatches> {
  const now = options.now ?? new Date();
  const snapshot = options.snapshot ?? (await loadCompanyFactsSnapshot(db, companyId));
  const rows = options.rows ?? (await storedRowsQuery(db, companyId, openProjectWhere(now)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const loaded = compileProjectRows(rows, options.onInvalid);
  const vec = new FactVector(snapshot.facts);
  const results = loaded.map((l) => {
    const ev = evaluateProject(l.compiled, vec);
    const conditions = conditionResults(l.compiled, ev);
    const stored = byId.get(l.compiled.id) as StoredRow;
    const unchanged =
      stored.matchResult === ev.matchResult &&
      stored.matchRate === ev.matchRate &&
      (stored.estimatedAmount ?? null) === ev.estimatedAmount &&
      sameConditions(stored.resultConditions, conditions);
    return { loaded: l, ev, conditions, unchanged };
  });
  const changed = results.filter((r) => !r.unchanged);
  const matchTime = await db.transaction(async (tx) => {
    // rows of projects no longer matched (ended, withdrawn, policy taken off)
    const open = tx.select({ id: polApplyProject.id }).from(polApplyProject).innerJoin(polInfo, eq(polInfo.id, polApplyProject.policyId)).where(openProjectWhere(now));
    await tx.delete(entMatchResult).where(and(eq(entMatchResult.companyId, companyId), notInArray(entMatchResult.projectId, open)));
    const [bumped] = await tx
      .update(entMatchResult)
      .set({ matchTime: sql`now()` })
      .where(eq(entMatchResult.companyId, companyId))
      .returning({ matchTime: entMatchResult.matchTime });
    let stamp: Date | null = bumped?.matchTime ?? null;
    for (let i = 0; i < changed.length; i += UPSERT_CHUNK) {
      const written = await tx
        .insert(entMatchResult)
        .values(
          changed.slice(i, i + UPSERT_CHUNK).map((r) => ({
            companyId,
            projectId: r.loaded.compiled.id,
            matchResult: r.ev.matchResult,
            matchRate: r.ev.matchRate,
            estimatedAmount: r.ev.estimatedAmount,
            conditions: r.conditions as unknown as Record<string, unknown>[],
            matchTime: sql`now()`,
          })),
        )
        .onConflictDoUpdate({
          target: [entMatchResult.companyId, entMatchResult.projectId],
          set: {
            matchResult: sql`excluded.match_result`,
            matchRate: sql`excluded.match_rate`,
            estimatedAmount: sql`excluded.estimated_amount`,
            conditions: sql`excluded.conditions`,
            matchTime: sql`excluded.match_time`,
          },
        })
        .returning({ matchTime: entMatchResult.matchTime });
      stamp ??= written[0]?.matchTime ?? null;
    }
    return stamp;
  });
  const when = matchTime ?? now;
  return {
    matches: results.map((r) => ({
      match: toProjectMatch(
        r.loaded.compiled,
        { matchResult: r.ev.matchResult, matchRate: r.ev.matchRate, estimatedAmount: r.ev.estimatedAmount, conditions: r.conditions },
        now,
        when,
      ),
      project: byId.get(r.loaded.compiled.id) as StoredRow,
    })),
    matchTime: results.length > 0 ? matchTime : null,
    recomputed: true,
  };
}

/**
 * The enterprise's matches over the projects matched at `now` (optionally of one policy): the
 * stored rows when all are fresh, else a full {@link matchCompany} first (see the module comment).
 */
export async function ensureCompanyMatches(db: Db, companyId: string, options: MatchOptions = {}): Promise<CompanyMatches> {
  const now = options.now ?? new Date();
  const rows = await storedMetaQuery(db, companyId, openProjectWhere(now, options.policyId));
  if (rows.every((r) => r.fresh)) {
    let newest: Date | null = null;
    const matches: CompanyMatch[] = [];
    for (const r of rows) {
      matches.push(fromStored(r, now));
      if (r.matchTime && (!newest || r.matchTime > newest)) newest = r.matchTime;
    }
    return { matches, matchTime: newest, recomputed: false };
  }
  const all = await matchCompany(db, companyId, { now, ...(options.onInvalid ? { onInvalid: options.onInvalid } : {}) });
  if (!options.policyId) return all;
  const matches = all.matches.filter((m) => m.match.policyId === options.policyId);
  return { matches, matchTime: matches.length > 0 ? all.matchTime : null, recomputed: true };
}

/**
 * The enterprise's match for one published project (any phase): the stored row when fresh, else
 * computed now; a recomputed result of a project still matched is stored (upsert of that row).
 * @returns undefined when the project does not exist or is not published.
 */
export async function companyProjectMatch(db: Db, companyId: string, projectId: string, now = new Date()): Promise<CompanyMatch | undefined> {
  const [row] = await storedRowsQuery(
    db,
    companyId,
    and(eq(polApplyProject.id, projectId), eq(polApplyProject.status, '1'), eq(polInfo.status, 'published')),
  ).limit(1);
  if (!row) return undefined;
  if (row.fresh) return fromStored(row, now);
  const snapshot = await loadCompanyFactsSnapshot(db, companyId);
  const loaded = compileProjectRow(row);
  const vec = new FactVector(snapshot.facts);
  if (applyPhaseOf(row, now) === '4') return evaluated(loaded, row, vec, now, now);
  const ev = evaluateProject(loaded.compiled, vec);
  const conditions = conditionResults(loaded.compiled, ev);
  const result = {
    matchResult: ev.matchResult,
    matchRate: ev.matchRate,
    estimatedAmount: ev.estimatedAmount,
    conditions: conditions as unknown as Record<string, unknown>[],
    matchTime: sql`now()`,
  };
  const [written] = await db
    .insert(entMatchResult)
    .values({ companyId, projectId, ...result })
    .onConflictDoUpdate({ target: [entMatchResult.companyId, entMatchResult.projectId], set: result })
    .returning({ matchTime: entMatchResult.matchTime });
  return {
    match: toProjectMatch(
      loaded.compiled,
      { matchResult: ev.matchResult, matchRate: ev.matchRate, estimatedAmount: ev.estimatedAmount, conditions },
      now,
      written?.matchTime ?? now,
    ),
    project: row,
  };
}

// ---------------------------------------------------------------- summaries and ordering

const RESULT_RANK: Readonly<Record<MatchResult, number>> = { '1': 0, '2': 1, '3': 2 };

/**
 * Orders matches as the calculator lists them (applyProjectMatchList): 匹配 first, then 部分匹配 by
 * match rate (highest first), then 不匹配; within these the project closing soonest first.
 */
export function compareMatches(a: ProjectMatch, b: ProjectMatch): number {
  return (
    RESULT_RANK[a.matchResult] - RESULT_RANK[b.matchResult] ||
    b.matchRate - a.matchRate ||
    a.applyEndTime.localeCompare(b.applyEndTime) ||
    a.projectId.localeCompare(b.projectId)
  );
}

/** Counts of matches per result and the estimated amount of the matched and partly matched ones (yuan). */
export interface MatchCounts {
  total: number;
  matchedCount: number;
  partlyMatchedCount: number;
  notMatchedCount: number;
  estimatedAmount: number;
}

/** {@link MatchCounts} of a list of matches. */
export function countMatches(matches: readonly Pick<ProjectMatch, 'matchResult' | 'estimatedAmount'>[]): MatchCounts {
  let matched = 0;
  let partly = 0;
  let amount = 0;
  for (const m of matches) {
    if (m.matchResult === '1') matched += 1;
    else if (m.matchResult === '2') partly += 1;
    if (m.matchResult !== '3' && m.estimatedAmount !== null) amount += m.estimatedAmount;
  }
  return {
    total: matches.length,
    matchedCount: matched,
    partlyMatchedCount: partly,
    notMatchedCount: matches.length - matched - partly,
    estimatedAmount: Math.round(amount * 100) / 100,
  };
}

/**
 * The data missing over a list of matches, each with the number of projects it leaves undecided,
 * most projects first (then in MatchFacts order).
 */
export function aggregateMissing(matches: readonly Pick<ProjectMatch, 'missingData'>[]): Required<MatchMissingField>[] {
  const counts = new Map<string, { label: string; n: number }>();
  for (const m of matches) {
    for (const f of m.missingData) {
      const e = counts.get(f.field);
      if (e) e.n += 1;
      else counts.set(f.field, { label: f.label, n: 1 });
    }
  }
  const order = (field: string) => MATCH_FACT_FIELDS.indexOf(field as (typeof MATCH_FACT_FIELDS)[number]);
  return [...counts.entries()]
    .sort((a, b) => b[1].n - a[1].n || order(a[0]) - order(b[0]))
    .map(([field, e]) => ({ field, label: e.label, projectCount: e.n }));
}

/** The contract's MatchSituation of a set of matches. */
export function matchSituationOf(matches: readonly ProjectMatch[], matchTime: Date | null) {
  const counts = countMatches(matches);
  const missingData = aggregateMissing(matches);
  return {
    matchedCount: counts.matchedCount,
    partlyMatchedCount: counts.partlyMatchedCount,
    notMatchedCount: counts.notMatchedCount,
    estimatedAmount: counts.estimatedAmount,
    wholeInfo: missingData.length === 0,
    missingData,
    matchTime: matchTime ? matchTime.toISOString() : null,
  };
}

/**
 * Matches facts that belong to no enterprise (simulated matching, 模拟匹配) against the projects
 * matched at `now`, in memory: nothing is written.
 */
export function matchFactsInMemory(projects: readonly LoadedProject[], facts: Readonly<MatchFacts>, now: Date): ProjectMatch[] {
  const vec = new FactVector(facts);
  return projects.map((p) => {
    const ev = evaluateProject(p.compiled, vec);
    return toProjectMatch(
      p.compiled,
      { matchResult: ev.matchResult, matchRate: ev.matchRate, estimatedAmount: ev.estimatedAmount, conditions: conditionResults(p.compiled, ev) },
      now,
      now,
    );
  });
}

