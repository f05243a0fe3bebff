/**
 * Declaration projects (`pol_apply_project`) as the declaration side needs them: a published project
 * with its policy, in the contract's `ApplyProject` shape (openapi/domains/policy/schemas/apply-project.yaml).
 */
import type { components } from '@qifu/sdk';
import { and, eq } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Db } from '../../../db/client';
import { polApplyProject, polInfo } from '../../../db/schema';
import { applyCounts, applyPhaseOf } from '../../matching';

/** A declaration project as the contract answers it. */
export type ApplyProject = components['schemas']['ApplyProject'];
/** The application template of a project. */
export type ApplyProjectTemplate = components['schemas']['ApplyProjectTemplate'];

/** A project row with its policy's title and issuing unit. */
export type ProjectWithPolicy = typeof polApplyProject.$inferSelect & { policyTitle: string; policyDepName: string };

/** Message of a project that does not exist or is not published. */
export const PROJECT_NOT_FOUND = '申报项目不存在';

/**
 * A published project (status '1') of a published policy.
 * @throws AppError NOT_FOUND_ENTITY 申报项目不存在 otherwise.
 */
export async function loadPublishedProject(db: Db, projectId: string): Promise<ProjectWithPolicy> {
  const [row] = await db
    .select({ project: polApplyProject, policyTitle: polInfo.policyTitle, policyDepName: polInfo.policyDepName })
    .from(polApplyProject)
    .innerJoin(polInfo, eq(polInfo.id, polApplyProject.policyId))
    .where(and(eq(polApplyProject.id, projectId), eq(polApplyProject.status, '1'), eq(polInfo.status, 'published')))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND_ENTITY', PROJECT_NOT_FOUND);
  return { ...row.project, policyTitle: row.policyTitle, policyDepName: row.policyDepName };
}

/** Number of submitted declarations to a project (states 1–3, as the project lists count them). */
export async function applyCountOf(db: Db, projectId: string): Promise<number> {
  return (await applyCounts(db, [projectId])).get(projectId) ?? 0;
}

/** The project in the contract's `ApplyProject` shape, its phase taken at `now`. */
export function toApplyProject(p: ProjectWithPolicy, applyCount: number, now: Date): ApplyProject {
  return {
    id: p.id,
    policyId: p.policyId,
    policyTitle: p.policyTitle,
    projectName: p.projectName,
    applyStartTime: p.applyStartTime.toISOString(),
    applyEndTime: p.applyEndTime.toISOString(),
    examineStartTime: p.examineStartTime.toISOString(),
    examineEndTime: p.examineEndTime.toISOString(),
    examineDep: p.examineDep,
    // stored after validation against ApplyProjectTemplate
    template: p.template as unknown as ApplyProjectTemplate,
    supportAmount: p.supportAmount,
    supportAmountRule: p.supportAmountRule ?? null,
    conditions: p.conditions.map((c) => ({ code: c.code, label: c.label, logic: c.logic, veto: c.veto ?? false })),
    status: p.status,
    applyPhase: applyPhaseOf(p, now),
    applyCount,
    createTime: p.createdAt.toISOString(),
  };
}
