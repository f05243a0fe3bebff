/**
 * Reading declarations (`dec_declare`) in the contract's shapes `Declare` and `DeclareItem`
 * (openapi/domains/declaration/schemas), and the one paged query shared by the enterprise's
 * "my declarations" and the staff review list (seeds 001 §7 /dec/my/*, /dec/declare/*).
 */
import type { DeclareStatus } from '@qifu/policy-rules';
import type { components } from '@qifu/sdk';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';

import { dataScope, type ScopeCaller } from '../../../core/data-scope';
import { AppError } from '../../../core/envelope';
import { escapeLike, pageResult, type PageResult, toPageWindow } from '../../../core/paging';
import type { Db } from '../../../db/client';
import { company, decDeclare, polApplyProject, polInfo } from '../../../db/schema';

/** A declaration as the contract answers it. */
export type Declare = components['schemas']['Declare'];
/** A declaration list line. */
export type DeclareItem = components['schemas']['DeclareItem'];

/** The columns every declaration read selects (the declaration with its policy, project and company). */
const declareColumns = {
  id: decDeclare.id,
  declareNo: decDeclare.declareNo,
  policyId: decDeclare.policyId,
  policyTitle: polInfo.policyTitle,
  projectId: decDeclare.projectId,
  projectName: polApplyProject.projectName,
  companyId: decDeclare.companyId,
  companyName: company.companyName,
  creditCode: company.creditCode,
  contactName: decDeclare.contactName,
  contactPhone: decDeclare.contactPhone,
  formData: decDeclare.formData,
  attachments: decDeclare.attachments,
  status: decDeclare.status,
  submitTime: decDeclare.submitTime,
  examineTime: decDeclare.examineTime,
  examineOpinion: decDeclare.examineOpinion,
  examineUserName: decDeclare.examineUserName,
  createdAt: decDeclare.createdAt,
  updatedAt: decDeclare.updatedAt,
};

function declareQuery(db: Db) {
  return db
    .select(declareColumns)
    .from(decDeclare)
    .innerJoin(polInfo, eq(polInfo.id, decDeclare.policyId))
    .innerJoin(company, eq(company.id, decDeclare.companyId))
    .leftJoin(polApplyProject, eq(polApplyProject.id, decDeclare.projectId));
}

type DeclareRow = Awaited<ReturnType<typeof declareQuery>>[number];

const isoOrNull = (d: Date | null): string | null => (d ? d.toISOString() : null);

function toDeclare(r: DeclareRow): Declare {
  return {
    id: r.id,
    declareNo: r.declareNo,
    policyId: r.policyId,
    policyTitle: r.policyTitle,
    projectId: r.projectId,
    projectName: r.projectName,
    companyId: r.companyId,
    companyName: r.companyName,
    creditCode: r.creditCode,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    // stored after validation against the contract's ApplyFormData / DeclareFormData
    formData: r.formData as Declare['formData'],
    attachments: r.attachments,
    status: r.status,
    submitTime: isoOrNull(r.submitTime),
    examineTime: isoOrNull(r.examineTime),
    examineOpinion: r.examineOpinion,
    examineUserName: r.examineUserName,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  };
}

function toDeclareItem(r: DeclareRow): DeclareItem {
  return {
    id: r.id,
    declareNo: r.declareNo,
    policyId: r.policyId,
    policyTitle: r.policyTitle,
    projectId: r.projectId,
    projectName: r.projectName,
    companyName: r.companyName,
    creditCode: r.creditCode,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    status: r.status,
    submitTime: isoOrNull(r.submitTime),
    examineTime: isoOrNull(r.examineTime),
    examineOpinion: r.examineOpinion,
    createTime: r.createdAt.toISOString(),
  };
}

/**
 * The columns of data resource `dec:declare` (`core/data-scope.ts`) in the staff queries of this module:
 * the issuing unit of the declared policy (matched to offices by name, as for consultations) and the
 * declaring company.
 */
export const declareScopeBinding = {
  policyOffice: polInfo.policyDepName,
  companyId: decDeclare.companyId,
};

/**
 * The staff caller's data scope on declarations (`dec:declare`): the condition every staff read and
 * write of a declaration adds (list, detail, examine, export, to-do count), or undefined when the caller
 * may see every declaration (GOV, YYF, ADMIN without rules; DEPT: policies its office tree issued).
 */
export function staffDeclareScope(db: Db, caller: ScopeCaller): Promise<SQL | undefined> {
  return dataScope(db, caller, 'dec:declare', declareScopeBinding);
}

/** Message of a declaration that does not exist for the caller. */
export const DECLARE_NOT_FOUND = '申报不存在';

/**
 * One declaration.
 * @param scope.companyId - only the declarations of this company (the enterprise's own reads; another
 *   company's declaration answers as if it did not exist).
 * @param scope.submittedOnly - drafts count as not existing (the staff side sees states 1–4 only).
 * @param scope.extra - the staff caller's data scope ({@link staffDeclareScope}); a declaration outside it
 *   answers as if it did not exist.
 * @throws AppError NOT_FOUND_ENTITY 申报不存在.
 */
export async function loadDeclare(
  db: Db,
  id: string,
  scope: { companyId?: string; submittedOnly?: boolean; extra?: SQL | undefined },
): Promise<Declare> {
  const [row] = await declareQuery(db)
    .where(
      and(
        eq(decDeclare.id, id),
        scope.companyId ? eq(decDeclare.companyId, scope.companyId) : undefined,
        scope.submittedOnly ? inArray(decDeclare.status, ['1', '2', '3', '4']) : undefined,
        scope.extra,
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND_ENTITY', DECLARE_NOT_FOUND);
  return toDeclare(row);
}

/** The company's declaration to a project, or null. */
export async function findCompanyDeclare(db: Db, companyId: string, projectId: string): Promise<Declare | null> {
  const [row] = await declareQuery(db)
    .where(and(eq(decDeclare.companyId, companyId), eq(decDeclare.projectId, projectId)))
    .limit(1);
  return row ? toDeclare(row) : null;
}

/** Filters of a declaration list (the contract's query parameters). */
export interface DeclareListQuery {
  page?: number;
  pageSize?: number;
  /** Policy title or project name (and company name on the staff side), literal, any case. */
  keyword?: string;
  /** Project name, literal, any case (staff side). */
  projectName?: string;
  /** Company name, literal, any case (staff side). */
  companyName?: string;
  status?: DeclareStatus;
  policyId?: string;
  /** Submission date from (YYYY-MM-DD, China time, inclusive). */
  submitStart?: string;
  /** Submission date to (YYYY-MM-DD, China time, inclusive). */
  submitEnd?: string;
}

/** Start of a China-time (UTC+8) calendar day, as an instant. */
function chinaDayStart(day: string, plusDays = 0): Date {
  const d = new Date(`${day}T00:00:00+08:00`);
  d.setUTCDate(d.getUTCDate() + plusDays);
  return d;
}

/**
 * One page of declarations.
 * - enterprise (`companyId` given): that company's declarations in every state, last changed first;
 * - staff (`companyId` absent): states 1–4 (never drafts), newest submission first; the keyword also
 *   matches the company name.
 */
export async function declarePage(
  db: Db,
  query: DeclareListQuery,
  scope: { companyId?: string; extra?: SQL | undefined },
): Promise<PageResult<DeclareItem>> {
  const window = toPageWindow(query);
  const staff = scope.companyId === undefined;
  const kw = query.keyword?.trim();
  const pattern = kw ? `%${escapeLike(kw)}%` : undefined;
  const like = (value: string | undefined) => {
    const v = value?.trim();
    return v ? `%${escapeLike(v)}%` : undefined;
  };
  const projectPattern = like(query.projectName);
  const companyPattern = like(query.companyName);
  const where = and(
    scope.companyId !== undefined ? eq(decDeclare.companyId, scope.companyId) : inArray(decDeclare.status, ['1', '2', '3', '4']),
    pattern
      ? or(
          ilike(polInfo.policyTitle, pattern),
          ilike(polApplyProject.projectName, pattern),
          staff ? ilike(company.companyName, pattern) : undefined,
        )
      : undefined,
    projectPattern ? ilike(polApplyProject.projectName, projectPattern) : undefined,
    companyPattern ? ilike(company.companyName, companyPattern) : undefined,
    query.status ? eq(decDeclare.status, query.status) : undefined,
    query.policyId ? eq(decDeclare.policyId, query.policyId) : undefined,
    query.submitStart ? gte(decDeclare.submitTime, chinaDayStart(query.submitStart)) : undefined,
    query.submitEnd ? lt(decDeclare.submitTime, chinaDayStart(query.submitEnd, 1)) : undefined,
    scope.extra,
  );
  const order = staff
    ? [sql`${decDeclare.submitTime} desc nulls last`, desc(decDeclare.id)]
    : [desc(decDeclare.updatedAt), desc(decDeclare.id)];
  const [rows, totals] = await Promise.all([
    declareQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(decDeclare)
      .innerJoin(polInfo, eq(polInfo.id, decDeclare.policyId))
      .innerJoin(company, eq(company.id, decDeclare.companyId))
      .leftJoin(polApplyProject, eq(polApplyProject.id, decDeclare.projectId))
      .where(where),
  ]);
  return pageResult(rows.map(toDeclareItem), totals[0]?.n ?? 0);
}
