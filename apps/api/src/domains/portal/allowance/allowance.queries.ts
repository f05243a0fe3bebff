/**
 * Allowance records (补助发放, `pol_allowance`; catalogue /allowance/*, issue 15): the staff list, detail,
 * save, delete, grant and cancel, and the enterprise's own list (我的补助). States through the
 * `PortalAllowanceStatus` table of `@qifu/policy-rules` (0 待发放 → 1 已发放 | 2 已取消; save and delete
 * only in 0). A record usually follows a passed declaration (declareId: the company, policy and project
 * name come from it; one live record per declaration). Data resource `portal:allowance` (grantDep by
 * office name, companyId): no seeded rule, an administrator may add one.
 */
import { allowanceTransition, isDeclarationDraft, isDeclarationPassed, type AllowanceStatus } from '@qifu/policy-rules';
import type { components } from '@qifu/sdk';
import { and, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';

import { dataScope, type ScopeCaller } from '../../../core/data-scope';
import { AppError } from '../../../core/envelope';
import { found, notFound, rule } from '../../../core/entity';
import { escapeLike, pagedSelect, type PageResult, toPageWindow } from '../../../core/paging';
import { assertAllowed } from '../../../core/state-machine';
import type { Db } from '../../../db/client';
import { company, decDeclare, polAllowance, polApplyProject, polInfo } from '../../../db/schema';

/** The contract's allowance record. */
export type Allowance = components['schemas']['PortalAllowance'];
/** The save form. */
export type AllowanceForm = components['schemas']['PortalAllowanceForm'];

/** Message of a record that does not exist for the caller. */
export const ALLOWANCE_NOT_FOUND = '补助发放记录不存在';
/** Message of a record for a declaration that has not passed. */
export const DECLARE_NOT_PASSED = '只能为审核通过的申报发放补助';
/** Message of a second live record for one declaration. */
export const DECLARE_HAS_ALLOWANCE = '该申报已有补助发放记录';

/** The caller's condition on records (undefined = every record). */
export function allowanceScope(db: Db, caller: ScopeCaller): Promise<SQL | undefined> {
  return dataScope(db, caller, 'portal:allowance', { grantDep: polAllowance.grantDep, companyId: polAllowance.companyId });
}

const columns = {
  id: polAllowance.id,
  companyId: polAllowance.companyId,
  companyName: company.companyName,
  creditCode: company.creditCode,
  declareId: polAllowance.declareId,
  policyId: polAllowance.policyId,
  policyTitle: polInfo.policyTitle,
  projectName: polAllowance.projectName,
  allowanceAmount: polAllowance.allowanceAmount,
  allowanceYear: polAllowance.allowanceYear,
  grantDep: polAllowance.grantDep,
  grantDate: polAllowance.grantDate,
  status: polAllowance.status,
  remark: polAllowance.remark,
  createdAt: polAllowance.createdAt,
};

function allowanceQuery(db: Db) {
  return db
    .select(columns)
    .from(polAllowance)
    .innerJoin(company, eq(company.id, polAllowance.companyId))
    .leftJoin(polInfo, eq(polInfo.id, polAllowance.policyId));
}

type Row = Awaited<ReturnType<typeof allowanceQuery>>[number];

function toAllowance(r: Row): Allowance {
  return {
    id: r.id,
    companyId: r.companyId,
    companyName: r.companyName,
    creditCode: r.creditCode,
    declareId: r.declareId,
    policyId: r.policyId,
    policyTitle: r.policyTitle,
    projectName: r.projectName,
    allowanceAmount: Number(r.allowanceAmount),
    allowanceYear: r.allowanceYear,
    grantDep: r.grantDep,
    grantDate: r.grantDate,
    status: r.status,
    remark: r.remark,
    createTime: r.createdAt.toISOString(),
  };
}

/** Filters of the allowance lists. */
export interface AllowanceQuery {
  page?: number;
  pageSize?: number;
  keyword?: string;
  policyId?: string;
  status?: AllowanceStatus;
  allowanceYear?: number;
}

/** One page of records, newest first, within `extra` (a scope or the enterprise's company). */
export function allowancePage(db: Db, query: AllowanceQuery, extra: SQL | undefined): Promise<PageResult<Allowance>> {
  const window = toPageWindow(query);
  const kw = query.keyword?.trim();
  const pattern = kw ? `%${escapeLike(kw)}%` : undefined;
  const where = and(
    pattern ? or(ilike(company.companyName, pattern), ilike(company.creditCode, pattern), ilike(polAllowance.projectName, pattern)) : undefined,
    query.policyId ? eq(polAllowance.policyId, query.policyId) : undefined,
    query.status ? eq(polAllowance.status, query.status) : undefined,
    query.allowanceYear ? eq(polAllowance.allowanceYear, query.allowanceYear) : undefined,
    extra,
  );
  return pagedSelect(
    allowanceQuery(db).where(where).orderBy(desc(polAllowance.createdAt), desc(polAllowance.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(polAllowance).innerJoin(company, eq(company.id, polAllowance.companyId)).where(where),
    toAllowance,
  );
}

/** One record within `scope`. @throws AppError NOT_FOUND_ENTITY 补助发放记录不存在. */
export async function loadAllowance(db: Db, id: string, scope: SQL | undefined): Promise<Allowance> {
  const [row] = await allowanceQuery(db)
    .where(and(eq(polAllowance.id, id), scope))
    .limit(1);
  return toAllowance(found(row, ALLOWANCE_NOT_FOUND));
}

/**
 * Creates (0 待发放) or updates (only in 0) a record. With declareId the declaration must be passed
 * (DeclareStatus 2) and of companyId; its policy and project name are taken; one live record (0 or 1)
 * per declaration.
 * @throws AppError NOT_FOUND_ENTITY 企业不存在 / 申报不存在 / 补助发放记录不存在; BUSINESS_RULE
 *   (state, 只能为审核通过的申报发放补助); CONFLICT 该申报已有补助发放记录; BAD_REQUEST.
 */
export async function saveAllowance(db: Db, caller: ScopeCaller, form: AllowanceForm): Promise<string> {
  const scope = await allowanceScope(db, caller);
  return db.transaction(async (tx) => {
    const existing = form.id ? await loadAllowance(tx, form.id, scope) : undefined;
    assertAllowed(allowanceTransition(existing?.status ?? 'new', 'save'));
    const [firm] = await tx.select({ id: company.id }).from(company).where(eq(company.id, form.companyId)).limit(1);
    if (!firm) throw notFound('企业不存在');
    let policyId = form.policyId ?? null;
    let projectName = form.projectName.trim();
    const declareId = form.declareId ?? null;
    if (declareId) {
      const [dec] = await tx
        .select({ companyId: decDeclare.companyId, status: decDeclare.status, policyId: decDeclare.policyId, projectName: polApplyProject.projectName })
        .from(decDeclare)
        .leftJoin(polApplyProject, eq(polApplyProject.id, decDeclare.projectId))
        .where(eq(decDeclare.id, declareId))
        .limit(1);
      if (!dec || isDeclarationDraft(dec.status)) throw notFound('申报不存在');
      if (!isDeclarationPassed(dec.status)) throw rule(DECLARE_NOT_PASSED);
      if (dec.companyId !== form.companyId) throw new AppError('BAD_REQUEST', '申报企业与补助企业不一致', '申报企业与补助企业不一致');
      policyId = dec.policyId;
      projectName = dec.projectName ?? projectName;
      const [other] = await tx
        .select({ id: polAllowance.id })
        .from(polAllowance)
        .where(and(eq(polAllowance.declareId, declareId), ne(polAllowance.status, '2'), existing ? ne(polAllowance.id, existing.id) : undefined))
        .limit(1);
      if (other) throw new AppError('CONFLICT', DECLARE_HAS_ALLOWANCE);
    }
    if (!projectName) throw new AppError('BAD_REQUEST', '请输入补助项目', '请输入补助项目');
    const fields = {
      companyId: form.companyId,
      declareId,
      policyId,
      projectName,
      allowanceAmount: (Math.round(form.allowanceAmount * 100) / 100).toFixed(2),
      allowanceYear: form.allowanceYear,
      grantDep: form.grantDep.trim(),
      remark: form.remark?.trim() || null,
      updatedAt: new Date(),
    };
    if (existing) {
      await tx.update(polAllowance).set(fields).where(eq(polAllowance.id, existing.id));
      return existing.id;
    }
    const [row] = await tx.insert(polAllowance).values(fields).returning({ id: polAllowance.id });
    if (!row) throw new Error('pol_allowance insert returned nothing');
    return row.id;
  });
}

/**
 * Applies `action` (grant, cancel, delete) to records within the caller's scope, all or none.
 * @param grantDate - the 发放日期 of a grant (YYYY-MM-DD).
 * @throws AppError NOT_FOUND_ENTITY 补助发放记录不存在; BUSINESS_RULE 当前状态不允许该操作.
 */
export async function changeAllowances(
  db: Db,
  caller: ScopeCaller,
  ids: readonly string[],
  action: 'grant' | 'cancel' | 'delete',
  grantDate?: string,
): Promise<void> {
  const unique = [...new Set(ids)];
  const scope = await allowanceScope(db, caller);
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: polAllowance.id, status: polAllowance.status })
      .from(polAllowance)
      .where(and(inArray(polAllowance.id, unique), scope))
      .for('update');
    if (rows.length !== unique.length) throw notFound(ALLOWANCE_NOT_FOUND);
    let to: AllowanceStatus | 'deleted' = 'deleted';
    for (const r of rows) to = assertAllowed(allowanceTransition(r.status, action));
    if (to === 'deleted') {
      await tx.delete(polAllowance).where(inArray(polAllowance.id, unique));
      return;
    }
    await tx
      .update(polAllowance)
      .set({ status: to, updatedAt: new Date(), ...(action === 'grant' ? { grantDate } : {}) })
      .where(inArray(polAllowance.id, unique));
  });
}
