/**
 * The declaration projects the matching engine considers (issue 5 "Matching"): published projects
 * (`pol_apply_project.status = '1'`) of published policies whose phase is 1 未开始, 2 申报中 or
 * 3 审核中 at the moment of the call (`examine_end_time >= now`). Compiled rules are cached in the
 * process per project and reused while its `updated_at` stays the same: whoever changes a
 * project's conditions or support-amount rule must bump `updated_at` (admin saves do).
 */
import { and, eq, gte, type SQL } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { polApplyProject, polInfo } from '../../../db/schema';
import { type CompiledCondition, type CompiledProject, compileProject, InvalidRuleError } from '../engine/engine';
import type { CompiledRule } from '../engine/json-logic';

/** The project columns the lists show (without the rules). */
export const PROJECT_META_COLUMNS = {
  id: polApplyProject.id,
  policyId: polApplyProject.policyId,
  projectName: polApplyProject.projectName,
  applyStartTime: polApplyProject.applyStartTime,
  applyEndTime: polApplyProject.applyEndTime,
  examineStartTime: polApplyProject.examineStartTime,
  examineEndTime: polApplyProject.examineEndTime,
  examineDep: polApplyProject.examineDep,
  supportAmount: polApplyProject.supportAmount,
  status: polApplyProject.status,
  updatedAt: polApplyProject.updatedAt,
  policyTitle: polInfo.policyTitle,
  policyDepName: polInfo.policyDepName,
};

/** The project columns read for matching: {@link PROJECT_META_COLUMNS} and the rules. */
export const PROJECT_COLUMNS = {
  ...PROJECT_META_COLUMNS,
  supportAmountRule: polApplyProject.supportAmountRule,
  conditions: polApplyProject.conditions,
};

/** A project row as {@link PROJECT_COLUMNS} reads it. */
export interface ProjectRow {
  id: string;
  policyId: string;
  projectName: string;
  applyStartTime: Date;
  applyEndTime: Date;
  examineStartTime: Date;
  examineEndTime: Date;
  examineDep: string;
  supportAmount: number | null;
  supportAmountRule: Record<string, unknown> | null;
  conditions: CompiledProjectSource['conditions'];
  status: '0' | '1';
  updatedAt: Date;
  policyTitle: string;
  policyDepName: string;
}

type CompiledProjectSource = Parameters<typeof compileProject>[0];

/** A project row without its rules, as {@link PROJECT_META_COLUMNS} reads it. */
export type ProjectMeta = Omit<ProjectRow, 'conditions' | 'supportAmountRule'>;

/** A project ready for matching with the columns the lists need. */
export interface LoadedProject {
  compiled: CompiledProject;
  examineDep: string;
  updatedAt: Date;
}

/** The condition filter of "projects matched": published project of a published policy, not ended at `now`. */
export function openProjectWhere(now: Date, policyId?: string): SQL | undefined {
  return and(
    eq(polApplyProject.status, '1'),
    eq(polInfo.status, 'published'),
    gte(polApplyProject.examineEndTime, now),
    policyId ? eq(polApplyProject.policyId, policyId) : undefined,
  );
}

interface CacheEntry {
  /** `updated_at` (ms) of the row the rules were compiled from. */
  source: number;
  conditions: readonly CompiledCondition[];
  amountRule: CompiledRule | null;
}

/**
 * Compiled rules per project id, reused while the project's `updated_at` is unchanged (every
 * writer of a project bumps it; the stored matches rely on it too).
 */
const compiledCache = new Map<string, CacheEntry>();
const CACHE_LIMIT = 20000;

/**
 * Compiles a project row, reusing the compiled rules of an earlier call for the same project and
 * `updated_at`.
 * @throws InvalidRuleError for a stored rule that is not acceptable.
 */
export function compileProjectRow(row: ProjectRow): LoadedProject {
  const source = row.updatedAt.getTime();
  let entry = compiledCache.get(row.id);
  if (!entry || entry.source !== source) {
    const compiled = compileProject(row);
    entry = { source, conditions: compiled.conditions, amountRule: compiled.amountRule };
    if (compiledCache.size >= CACHE_LIMIT) compiledCache.clear();
    compiledCache.set(row.id, entry);
  }
  return {
    compiled: {
      id: row.id,
      policyId: row.policyId,
      projectName: row.projectName,
      policyTitle: row.policyTitle,
      policyDepName: row.policyDepName,
      applyStartTime: row.applyStartTime,
      applyEndTime: row.applyEndTime,
      examineStartTime: row.examineStartTime,
      examineEndTime: row.examineEndTime,
      supportAmount: row.supportAmount,
      amountRule: entry.amountRule,
      conditions: entry.conditions,
    },
    examineDep: row.examineDep,
    updatedAt: row.updatedAt,
  };
}

/**
 * Compiles project rows, leaving out (and reporting through `onInvalid`) those whose stored rules
 * are not acceptable, so one bad project does not break the matching of the others.
 */
export function compileProjectRows(rows: readonly ProjectRow[], onInvalid?: (projectId: string, error: InvalidRuleError) => void): LoadedProject[] {
  const out: LoadedProject[] = [];
  for (const row of rows) {
    try {
      out.push(compileProjectRow(row));
    } catch (e) {
      if (!(e instanceof InvalidRuleError)) throw e;
      onInvalid?.(row.id, e);
    }
  }
  return out;
}

/** Loads and compiles the projects matched at `now` (optionally of one policy). */
export async function loadOpenProjects(
  db: Db,
  now: Date,
  options: { policyId?: string; onInvalid?: (projectId: string, error: InvalidRuleError) => void } = {},
): Promise<LoadedProject[]> {
  const rows = await db
    .select(PROJECT_COLUMNS)
    .from(polApplyProject)
    .innerJoin(polInfo, eq(polInfo.id, polApplyProject.policyId))
    .where(openProjectWhere(now, options.policyId))
    .orderBy(polApplyProject.applyEndTime, polApplyProject.id);
  return compileProjectRows(rows, options.onInvalid);
}
