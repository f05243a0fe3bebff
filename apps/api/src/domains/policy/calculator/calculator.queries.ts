/**
 * Policy calculators (issue 15 P9; seeds 001 §7 "/admin/policyCalculator/*"): the rows, their
 * contract shapes (PolicyCalculatorItem, PolicyCalculatorDetail) and the guard every write uses.
 * State changes go through the table of `@qifu/policy-rules` (`calculatorTransition`).
 */
import type { components } from '@qifu/sdk';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';

import { found } from '../../../core/entity';
import { pagedSelect, type PageResult, toPageWindow, escapeLike } from '../../../core/paging';
import { iso, isoOrNull } from '../../../core/values';
import type { Db } from '../../../db/client';
import { polCalculator, polCalculatorTag, polCalculatorWhitelist, polInfo, polMatchForm, tagInfo } from '../../../db/schema';

/** The contract's PolicyCalculatorItem. */
export type PolicyCalculatorItem = components['schemas']['PolicyCalculatorItem'];
/** The contract's PolicyCalculatorDetail. */
export type PolicyCalculatorDetail = components['schemas']['PolicyCalculatorDetail'];

/** Message of an unknown calculator. */
export const CALCULATOR_NOT_FOUND = '政策计算器不存在';

const whitelistCount = sql<number>`(select count(*) from ${polCalculatorWhitelist} where ${polCalculatorWhitelist.calculatorId} = ${polCalculator.id})`.mapWith(Number);

const ITEM_COLUMNS = {
  id: polCalculator.id,
  calculatorName: polCalculator.calculatorName,
  policyId: polCalculator.policyId,
  policyTitle: polInfo.policyTitle,
  status: polCalculator.status,
  whitelistCount,
  matchCount: polCalculator.matchCount,
  lastMatchTime: polCalculator.lastMatchTime,
  createdAt: polCalculator.createdAt,
  updatedAt: polCalculator.updatedAt,
};

interface ItemRow {
  id: string;
  calculatorName: string;
  policyId: string;
  policyTitle: string;
  status: PolicyCalculatorItem['status'];
  whitelistCount: number;
  matchCount: number | null;
  lastMatchTime: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

function toItem(row: ItemRow): PolicyCalculatorItem {
  return {
    id: row.id,
    calculatorName: row.calculatorName,
    policyId: row.policyId,
    policyTitle: row.policyTitle,
    status: row.status,
    whitelistCount: row.whitelistCount,
    matchCount: row.matchCount,
    lastMatchTime: isoOrNull(row.lastMatchTime),
    createTime: iso(row.createdAt),
    updateTime: iso(row.updatedAt),
  };
}

/**
 * One page of calculators, newest change first. `calculatorName` matches the name or the policy
 * title (literal, any case); `status` keeps one state.
 */
export function calculatorPage(
  db: Db,
  query: { page?: number; pageSize?: number; calculatorName?: string; status?: PolicyCalculatorItem['status'] },
): Promise<PageResult<PolicyCalculatorItem>> {
  const window = toPageWindow(query);
  const kw = query.calculatorName?.trim();
  const where = and(
    kw ? or(ilike(polCalculator.calculatorName, `%${escapeLike(kw)}%`), ilike(polInfo.policyTitle, `%${escapeLike(kw)}%`)) : undefined,
    query.status ? eq(polCalculator.status, query.status) : undefined,
  );
  return pagedSelect(
    db
      .select(ITEM_COLUMNS)
      .from(polCalculator)
      .innerJoin(polInfo, eq(polInfo.id, polCalculator.policyId))
      .where(where)
      .orderBy(desc(polCalculator.updatedAt), desc(polCalculator.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(polCalculator).innerJoin(polInfo, eq(polInfo.id, polCalculator.policyId)).where(where),
    toItem,
  );
}

/** A calculator's stored row. @throws AppError NOT_FOUND_ENTITY 政策计算器不存在. */
export async function loadCalculator(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  const q = db.select().from(polCalculator).where(eq(polCalculator.id, id)).limit(1);
  const [row] = options.forUpdate ? await q.for('update') : await q;
  return found(row, CALCULATOR_NOT_FOUND);
}

/** The calculator's tag ids. */
export async function calculatorTagIds(db: Db, id: string): Promise<string[]> {
  const rows = await db.select({ id: polCalculatorTag.tagInfoId }).from(polCalculatorTag).where(eq(polCalculatorTag.calculatorId, id));
  return rows.map((r) => r.id);
}

/** The calculator's whitelisted company ids. */
export async function calculatorWhitelist(db: Db, id: string): Promise<Set<string>> {
  const rows = await db.select({ id: polCalculatorWhitelist.companyId }).from(polCalculatorWhitelist).where(eq(polCalculatorWhitelist.calculatorId, id));
  return new Set(rows.map((r) => r.id));
}

/** One calculator in the contract's detail shape. @throws AppError NOT_FOUND_ENTITY 政策计算器不存在. */
export async function calculatorDetail(db: Db, id: string): Promise<PolicyCalculatorDetail> {
  const [row] = await db
    .select({
      ...ITEM_COLUMNS,
      matchFormId: polCalculator.matchFormId,
      matchFormName: polMatchForm.formName,
      rule: polCalculator.rule,
      whitelistOnly: polCalculator.whitelistOnly,
      remark: polCalculator.remark,
      auditOpinion: polCalculator.auditOpinion,
      auditTime: polCalculator.auditTime,
      auditBy: polCalculator.auditBy,
      lastJobId: polCalculator.lastJobId,
    })
    .from(polCalculator)
    .innerJoin(polInfo, eq(polInfo.id, polCalculator.policyId))
    .leftJoin(polMatchForm, eq(polMatchForm.id, polCalculator.matchFormId))
    .where(eq(polCalculator.id, id))
    .limit(1);
  const r = found(row, CALCULATOR_NOT_FOUND);
  const tags = await db
    .select({ id: tagInfo.id, tagName: tagInfo.tagName })
    .from(polCalculatorTag)
    .innerJoin(tagInfo, eq(tagInfo.id, polCalculatorTag.tagInfoId))
    .where(eq(polCalculatorTag.calculatorId, id))
    .orderBy(asc(tagInfo.tagName));
  return {
    ...toItem(r),
    matchFormId: r.matchFormId,
    matchFormName: r.matchFormName ?? null,
    tags,
    rule: (r.rule ?? null) as PolicyCalculatorDetail['rule'],
    whitelistOnly: r.whitelistOnly,
    remark: r.remark,
    auditOpinion: r.auditOpinion,
    auditTime: isoOrNull(r.auditTime),
    auditBy: r.auditBy,
    lastJobId: r.lastJobId,
  };
}

/** `where` of the calculator's own row (for updates). */
export function calculatorWhere(id: string): SQL {
  return eq(polCalculator.id, id);
}
