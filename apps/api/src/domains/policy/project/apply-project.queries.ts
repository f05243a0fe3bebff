/**
 * Declaration projects (申报项目, `pol_apply_project`) on the staff side (issue 15; seeds 001 §2
 * "Dynamic form builder", "Form preview" publish 1 / save 0, §3 project save payload, §7
 * /admin/policy/info/applyProject*, /gov/policy/doc/*): the one list, the one read and the one save
 * and delete behind both contract families (`*AdminApplyProject*` for the 申报项目 page, `*GovProject*`).
 *
 * - Data rule `policy:applyProject` (`core/data-scope.ts`, column examineDep, matched to offices by
 *   name): the seed gives GOV and DEPT "projects examined by their office tree"; a project outside
 *   the caller's rules answers 申报项目不存在, and a save whose examineDep would leave them is refused.
 * - States through the `ApplyProjectStatus` table of `@qifu/policy-rules` (a published project with
 *   declarations — drafts included, as their answers follow the template — cannot change or go).
 * - Times by `projectTimeProblem` (400 with its message), template by `validateTemplate` of
 *   `@qifu/validation` (400 naming the first problem), conditions and the support-amount rule by the
 *   matching engine's `validateRule`. A save bumps `updated_at`, so stored matches are recomputed.
 */
import {
  applyProjectSaveAction,
  applyProjectTransition,
  projectTimeProblem,
  type ApplyProjectStatus,
} from '@qifu/policy-rules';
import type { components } from '@qifu/sdk';
import { validateTemplate } from '@qifu/validation';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';

import { dataScope, type ScopeCaller } from '../../../core/data-scope';
import { AppError } from '../../../core/envelope';
import { found, notFound, rule } from '../../../core/entity';
import { escapeLike, pagedSelect, type PageResult, toPageWindow } from '../../../core/paging';
import { assertAllowed } from '../../../core/state-machine';
import type { Db } from '../../../db/client';
import { decDeclare, polApplyProject, polInfo, type StoredCondition } from '../../../db/schema';
import { applyPhaseOf, validateRule } from '../../matching';
import { type ApplyPhaseCode, phaseWhere } from './project-phase';

/** The contract's list line of 申报项目 (admin family). */
export type AdminApplyProjectItem = components['schemas']['AdminApplyProjectItem'];
/** The contract's project with its template (admin family). */
export type AdminApplyProjectDetail = components['schemas']['AdminApplyProjectDetail'];
/** The contract's project (government family). */
export type GovApplyProject = components['schemas']['ApplyProject'];
/** The contract's project list line (government family). */
export type GovApplyProjectItem = components['schemas']['ApplyProjectItem'];
type Template = components['schemas']['ApplyProjectTemplate'];

/** Message of a project that does not exist for the caller. */
export const PROJECT_NOT_FOUND = '申报项目不存在';
/** Message of a save whose examining department is outside the caller's data rules. */
export const EXAMINE_DEP_OUTSIDE = '审核部门须为本单位或下级单位';

/** The caller's condition on projects (data resource `policy:applyProject`), undefined = every project. */
export function projectScope(db: Db, caller: ScopeCaller): Promise<SQL | undefined> {
  return dataScope(db, caller, 'policy:applyProject', { examineDep: polApplyProject.examineDep });
}

/** Submitted declarations (states 1–4) of the project: the list's 申报数. */
const applyCountSql = sql<number>`(select count(*)::int from ${decDeclare} where ${decDeclare.projectId} = ${polApplyProject.id} and ${decDeclare.status} <> '0')`;
/** Every declaration of the project, drafts included (what blocks changes and deletion). */
const anyDeclareSql = sql<number>`(select count(*)::int from ${decDeclare} where ${decDeclare.projectId} = ${polApplyProject.id})`;

const columns = {
  id: polApplyProject.id,
  policyId: polApplyProject.policyId,
  policyTitle: polInfo.policyTitle,
  projectName: polApplyProject.projectName,
  applyStartTime: polApplyProject.applyStartTime,
  applyEndTime: polApplyProject.applyEndTime,
  examineStartTime: polApplyProject.examineStartTime,
  examineEndTime: polApplyProject.examineEndTime,
  examineDep: polApplyProject.examineDep,
  template: polApplyProject.template,
  supportAmount: polApplyProject.supportAmount,
  supportAmountRule: polApplyProject.supportAmountRule,
  conditions: polApplyProject.conditions,
  status: polApplyProject.status,
  createdAt: polApplyProject.createdAt,
  applyCount: applyCountSql,
  declareCount: anyDeclareSql,
};

function projectQuery(db: Db) {
  return db.select(columns).from(polApplyProject).innerJoin(polInfo, eq(polInfo.id, polApplyProject.policyId));
}

/** A project row as read here. */
export type ProjectRow = Awaited<ReturnType<typeof projectQuery>>[number];

/** The admin list line. */
export function toAdminItem(r: ProjectRow, now: Date): AdminApplyProjectItem {
  return {
    id: r.id,
    policyId: r.policyId,
    policyTitle: r.policyTitle,
    projectName: r.projectName,
    applyStartTime: r.applyStartTime.toISOString(),
    applyEndTime: r.applyEndTime.toISOString(),
    examineStartTime: r.examineStartTime.toISOString(),
    examineEndTime: r.examineEndTime.toISOString(),
    examineDep: r.examineDep,
    phase: applyPhaseOf(r, now),
    applyCount: Number(r.applyCount),
    createTime: r.createdAt.toISOString(),
    status: r.status,
  };
}

/** The admin detail (list line + template). */
export function toAdminDetail(r: ProjectRow, now: Date): AdminApplyProjectDetail {
  return { ...toAdminItem(r, now), template: r.template as unknown as Template };
}

/** The government list line. */
export function toGovItem(r: ProjectRow, now: Date): GovApplyProjectItem {
  return {
    id: r.id,
    policyId: r.policyId,
    policyTitle: r.policyTitle,
    projectName: r.projectName,
    applyStartTime: r.applyStartTime.toISOString(),
    applyEndTime: r.applyEndTime.toISOString(),
    examineStartTime: r.examineStartTime.toISOString(),
    examineEndTime: r.examineEndTime.toISOString(),
    examineDep: r.examineDep,
    supportAmount: r.supportAmount,
    status: r.status,
    applyPhase: applyPhaseOf(r, now),
    applyCount: Number(r.applyCount),
    matchResult: null,
    estimatedAmount: null,
  };
}

/** The government detail. */
export function toGovProject(r: ProjectRow, now: Date): GovApplyProject {
  const item = toGovItem(r, now);
  return {
    id: item.id,
    policyId: item.policyId,
    policyTitle: item.policyTitle,
    projectName: item.projectName,
    applyStartTime: item.applyStartTime,
    applyEndTime: item.applyEndTime,
    examineStartTime: item.examineStartTime,
    examineEndTime: item.examineEndTime,
    examineDep: item.examineDep,
    template: r.template as unknown as Template,
    supportAmount: r.supportAmount,
    supportAmountRule: (r.supportAmountRule ?? null) as GovApplyProject['supportAmountRule'],
    conditions: r.conditions as GovApplyProject['conditions'],
    status: r.status,
    applyPhase: item.applyPhase,
    applyCount: item.applyCount,
    createTime: r.createdAt.toISOString(),
  };
}

/** Filters of the staff project lists. */
export interface ProjectListQuery {
  page?: number;
  pageSize?: number;
  keyword?: string;
  policyId?: string;
  status?: ApplyProjectStatus;
  phase?: ApplyPhaseCode;
}

/** One page of projects within `scope`, newest first. */
export async function projectPage<T>(db: Db, query: ProjectListQuery, scope: SQL | undefined, toItem: (r: ProjectRow) => T): Promise<PageResult<T>> {
  const window = toPageWindow(query);
  const kw = query.keyword?.trim();
  const pattern = kw ? `%${escapeLike(kw)}%` : undefined;
  const where = and(
    pattern ? or(ilike(polApplyProject.projectName, pattern), ilike(polInfo.policyTitle, pattern)) : undefined,
    query.policyId ? eq(polApplyProject.policyId, query.policyId) : undefined,
    query.status ? eq(polApplyProject.status, query.status) : undefined,
    query.phase ? phaseWhere(query.phase, new Date()) : undefined,
    scope,
  );
  return pagedSelect(
    projectQuery(db).where(where).orderBy(desc(polApplyProject.createdAt), desc(polApplyProject.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(polApplyProject).innerJoin(polInfo, eq(polInfo.id, polApplyProject.policyId)).where(where),
    toItem,
  );
}

/** One project within `scope`. @throws AppError NOT_FOUND_ENTITY 申报项目不存在. */
export async function loadProject(db: Db, id: string, scope: SQL | undefined): Promise<ProjectRow> {
  const [row] = await projectQuery(db)
    .where(and(eq(polApplyProject.id, id), scope))
    .limit(1);
  return found(row, PROJECT_NOT_FOUND);
}

/** What a project save writes (the union of both contract forms). */
export interface ProjectInput {
  id?: string;
  policyId: string;
  projectName?: string;
  applyStartTime: string;
  applyEndTime: string;
  examineStartTime: string;
  examineEndTime: string;
  examineDep: string;
  template: Template;
  /** Absent: 0 for a new project, the stored one on an update. */
  status?: ApplyProjectStatus;
  supportAmount?: number | null;
  supportAmountRule?: Record<string, unknown> | null;
  conditions?: StoredCondition[];
}

const badRequest = (text: string) => new AppError('BAD_REQUEST', text, text);

/** The input checks that need no database. @throws AppError BAD_REQUEST with the Chinese reason. */
export function assertProjectInput(input: ProjectInput): void {
  const times = projectTimeProblem(input);
  if (times) throw badRequest(times.message);
  const [problem] = validateTemplate(input.template);
  if (problem) throw badRequest(`申报表模板不合法：${problem.path ? `${problem.path} ` : ''}${problem.message}`);
  if (!input.examineDep.trim()) throw badRequest('请输入审核部门');
  for (const c of input.conditions ?? []) validateRule(c.logic);
  if (input.supportAmountRule) validateRule(input.supportAmountRule, '扶持金额规则');
}

/**
 * Creates or updates a project for a staff caller.
 * @returns the project id.
 * @throws AppError BAD_REQUEST (times, template, rules); NOT_FOUND_ENTITY 政策不存在 / 申报项目不存在;
 *   BUSINESS_RULE (state table, 项目已有企业申报，不能修改, 审核部门须为本单位或下级单位).
 */
export async function saveProject(db: Db, caller: ScopeCaller & { id: string }, input: ProjectInput): Promise<string> {
  assertProjectInput(input);
  const scope = await projectScope(db, caller);
  return db.transaction(async (tx) => {
    const [policy] = await tx.select({ id: polInfo.id, policyTitle: polInfo.policyTitle }).from(polInfo).where(eq(polInfo.id, input.policyId)).limit(1);
    if (!policy) throw notFound('政策不存在');
    const existing = input.id ? await loadProject(tx, input.id, scope) : undefined;
    const status = input.status ?? existing?.status ?? '0';
    assertAllowed(applyProjectTransition(existing?.status ?? 'new', applyProjectSaveAction(status), existing ? Number(existing.declareCount) : 0));
    const now = new Date();
    const fields = {
      policyId: input.policyId,
      projectName: input.projectName?.trim() || existing?.projectName || policy.policyTitle,
      applyStartTime: new Date(input.applyStartTime),
      applyEndTime: new Date(input.applyEndTime),
      examineStartTime: new Date(input.examineStartTime),
      examineEndTime: new Date(input.examineEndTime),
      examineDep: input.examineDep.trim(),
      template: input.template as unknown as Record<string, unknown>,
      status,
      updatedAt: now,
      ...(input.supportAmount !== undefined ? { supportAmount: input.supportAmount } : {}),
      ...(input.supportAmountRule !== undefined ? { supportAmountRule: input.supportAmountRule } : {}),
      ...(input.conditions !== undefined ? { conditions: input.conditions } : {}),
    };
    let id: string;
    if (existing) {
      await tx.update(polApplyProject).set(fields).where(eq(polApplyProject.id, existing.id));
      id = existing.id;
    } else {
      const [row] = await tx.insert(polApplyProject).values({ ...fields, createdBy: caller.id, createdAt: now }).returning({ id: polApplyProject.id });
      if (!row) throw new Error('pol_apply_project insert returned nothing');
      id = row.id;
    }
    if (scope) {
      const [inside] = await tx.select({ id: polApplyProject.id }).from(polApplyProject).where(and(eq(polApplyProject.id, id), scope)).limit(1);
      if (!inside) throw rule(EXAMINE_DEP_OUTSIDE);
    }
    return id;
  });
}

/**
 * Deletes a project within the caller's data rules (the `ApplyProjectStatus` table: not once it has a
 * declaration — 项目已有企业申报，不能删除).
 * @throws AppError NOT_FOUND_ENTITY 申报项目不存在; BUSINESS_RULE.
 */
export async function deleteProject(db: Db, caller: ScopeCaller, id: string): Promise<void> {
  const scope = await projectScope(db, caller);
  await db.transaction(async (tx) => {
    const row = await loadProject(tx, id, scope);
    assertAllowed(applyProjectTransition(row.status, 'delete', Number(row.declareCount)));
    await tx.delete(polApplyProject).where(inArray(polApplyProject.id, [row.id]));
  });
}
