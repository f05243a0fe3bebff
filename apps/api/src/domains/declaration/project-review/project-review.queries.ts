/**
 * 项目申报审核 (issue 15; seeds 001 §7 "/gov/policy/doc/*: examine, export, apply and examine details"):
 * the declarations to projects as the examining department sees them. Data resource
 * `policy:applyProject` (`core/data-scope.ts`, column examineDep of the declared project, matched to
 * offices by name): the seed gives GOV and DEPT the projects their office tree examines; a declaration
 * outside answers 申报不存在. Drafts never show (states 1–4 only), nor declarations without a project.
 */
import type { DeclareStatus } from '@qifu/policy-rules';
import { and, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';

import { dataScope, type ScopeCaller } from '../../../core/data-scope';
import { escapeLike, type PageResult } from '../../../core/paging';
import type { Db } from '../../../db/client';
import { company, decDeclare, polApplyProject } from '../../../db/schema';
import { declarePage, type DeclareItem } from '../declare/declare.queries';

/** The caller's condition on declarations through their project's examining department (undefined = all). */
export async function projectApplyScope(db: Db, caller: ScopeCaller): Promise<SQL | undefined> {
  const scope = await dataScope(db, caller, 'policy:applyProject', { examineDep: polApplyProject.examineDep });
  return and(isNotNull(decDeclare.projectId), scope);
}

/** Filters of the 项目申报审核 list (contract listGovProjectApply / exportGovProjectApply). */
export interface ProjectApplyQuery {
  page?: number;
  pageSize?: number;
  projectId?: string;
  status?: DeclareStatus;
  /** Company name or credit code, literal, any case. */
  keyword?: string;
}

/** One page of declarations to projects within `scope`, newest submission first. */
export function projectApplyPage(db: Db, query: ProjectApplyQuery, scope: SQL | undefined): Promise<PageResult<DeclareItem>> {
  const kw = query.keyword?.trim();
  const pattern = kw ? `%${escapeLike(kw)}%` : undefined;
  const extra = and(
    scope,
    query.projectId ? eq(decDeclare.projectId, query.projectId) : undefined,
    pattern ? or(ilike(company.companyName, pattern), ilike(company.creditCode, pattern)) : undefined,
  );
  return declarePage(db, { page: query.page, pageSize: query.pageSize, status: query.status }, { extra });
}
