/**
 * The enterprise data the matching engine reads (MatchFacts, `openapi/domains/matching/schemas/match-facts.yaml`;
 * issue 5 "Matching", seeds 000 §2 policyserver calculator/replenish):
 *
 * - `company` row: companyName, creditCode, streetId, industry, scale;
 * - `company_fact.facts`: every other MatchFacts field the archive or the enterprise itself supplied;
 * - `company_tag`: tagInfoIds (always present for a real company, `[]` when it has no tag: tags are
 *   assigned by the platform, so "no tag" is known, not missing).
 *
 * A field that is absent (or null, or an empty string) is "data missing" (缺少数据) for the conditions
 * that read it, never "not met". Money fields are in 万元.
 */
import type { components } from '@qifu/sdk';
import { eq, sql } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Db } from '../../../db/client';
import { company, companyFact, companyTag } from '../../../db/schema';

/** The contract's MatchFacts. */
export type MatchFacts = components['schemas']['MatchFacts'];
/** A MatchFacts field name. */
export type MatchFactField = keyof MatchFacts & string;

/**
 * Every MatchFacts field, in the contract's order. The index of a field here is its slot in the
 * engine's fact vector (see `engine.ts`).
 */
export const MATCH_FACT_FIELDS = [
  'companyName',
  'creditCode',
  'streetId',
  'industry',
  'scale',
  'establishDate',
  'registeredCapital',
  'employeeCount',
  'revenue',
  'taxAmount',
  'rdExpense',
  'equipmentInvestment',
  'isAboveScale',
  'qualifications',
  'tagInfoIds',
] as const satisfies readonly MatchFactField[];

/**
 * Chinese label of each MatchFacts field (shown as 缺少的数据 and on the replenish page), from the
 * contract's descriptions without their technical remarks (字典…的取值, 代码, 18 位, id).
 */
export const MATCH_FACT_LABELS: Readonly<Record<MatchFactField, string>> = {
  companyName: '企业名称',
  creditCode: '统一社会信用代码',
  streetId: '所在乡镇（街道）',
  industry: '所属行业',
  scale: '企业规模',
  establishDate: '成立日期',
  registeredCapital: '注册资本（万元）',
  employeeCount: '从业人数',
  revenue: '上年度营业收入（万元）',
  taxAmount: '上年度纳税总额（万元）',
  rdExpense: '上年度研发费用（万元）',
  equipmentInvestment: '本年度设备投资额（万元）',
  isAboveScale: '是否规模以上企业',
  qualifications: '已获资质',
  tagInfoIds: '企业标签',
};

/** Fields kept on the `company` row (not in `company_fact.facts`). */
export const COMPANY_ROW_FIELDS = ['companyName', 'creditCode', 'streetId', 'industry', 'scale'] as const;
/** Fields an enterprise may not change through saveCompanyFacts (saveReplenish answers 400). */
export const LOCKED_FACT_FIELDS = ['companyName', 'creditCode'] as const;

const FIELD_SET: ReadonlySet<string> = new Set(MATCH_FACT_FIELDS);
const ROW_FIELD_SET: ReadonlySet<string> = new Set(COMPANY_ROW_FIELDS);

/** True when `name` is a MatchFacts field. */
export function isMatchFactField(name: string): name is MatchFactField {
  return FIELD_SET.has(name);
}

/** True for a value that counts as given (not undefined, null or an empty string). */
export function isGiven(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * MatchFacts keeping only known fields with a given value (undefined, null and '' dropped), in
 * the contract's field order. Does not validate the values' types (the contract does that on input).
 */
export function normalizeFacts(input: Readonly<Record<string, unknown>>): MatchFacts {
  const out: Record<string, unknown> = {};
  for (const field of MATCH_FACT_FIELDS) {
    const v = input[field];
    if (isGiven(v)) out[field] = v;
  }
  return out as MatchFacts;
}

/** MatchFacts of a company together with the time its data last changed (for stored-match freshness). */
export interface CompanyFactsSnapshot {
  facts: MatchFacts;
  /**
   * Newest change of the data the facts come from: `company_fact.updated_at` and the newest
   * `company_tag` row (epoch when neither exists). Writers of the company row or of tags should
   * call {@link markCompanyFactsChanged} so stored matches are recomputed.
   */
  factsUpdatedAt: Date;
}

/** The columns of a `company` row (and its `company_fact.facts`) that MatchFacts are made of. */
export interface CompanyFactsRow {
  companyName: string;
  creditCode: string;
  streetId: string | null;
  industry: string | null;
  scale: string | null;
  facts: Record<string, unknown> | null;
}

/**
 * MatchFacts of a company row, its stored facts and its tag ids (in `company_tag` order: created,
 * then id): the company row owns its fields, tags come from `company_tag`. Used by every loader of
 * facts (one company, or a batch for the pre-match) so they cannot differ.
 */
export function factsOfCompany(row: CompanyFactsRow, tagInfoIds: string[]): MatchFacts {
  const stored: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row.facts ?? {})) {
    if (!ROW_FIELD_SET.has(k) && k !== 'tagInfoIds') stored[k] = v;
  }
  return normalizeFacts({
    ...stored,
    companyName: row.companyName,
    creditCode: row.creditCode,
    streetId: row.streetId,
    industry: row.industry,
    scale: row.scale,
    tagInfoIds,
  });
}

/**
 * Loads a company's MatchFacts with the time they last changed.
 * @throws AppError NOT_FOUND_ENTITY 企业不存在 for an unknown company id.
 */
export async function loadCompanyFactsSnapshot(db: Db, companyId: string): Promise<CompanyFactsSnapshot> {
  const [rows, tags] = await Promise.all([
    db
      .select({
        companyName: company.companyName,
        creditCode: company.creditCode,
        streetId: company.streetId,
        industry: company.industry,
        scale: company.scale,
        facts: companyFact.facts,
        updatedAt: companyFact.updatedAt,
      })
      .from(company)
      .leftJoin(companyFact, eq(companyFact.companyId, company.id))
      .where(eq(company.id, companyId))
      .limit(1),
    db
      .select({ tagInfoId: companyTag.tagInfoId, createdAt: companyTag.createdAt })
      .from(companyTag)
      .where(eq(companyTag.companyId, companyId))
      .orderBy(companyTag.createdAt, companyTag.tagInfoId),
  ]);
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND_ENTITY', '企业不存在');
  const facts = factsOfCompany(row, tags.map((t) => t.tagInfoId));
  let newest = row.updatedAt?.getTime() ?? 0;
  for (const t of tags) newest = Math.max(newest, t.createdAt.getTime());
  return { facts, factsUpdatedAt: new Date(newest) };
}

/**
 * The MatchFacts of a company: its company row (companyName, creditCode, streetId, industry,
 * scale), `company_fact.facts` and its tags (tagInfoIds, `[]` without tags). Absent values are left out.
 * @throws AppError NOT_FOUND_ENTITY 企业不存在 for an unknown company id.
 */
export async function loadCompanyFacts(db: Db, companyId: string): Promise<MatchFacts> {
  return (await loadCompanyFactsSnapshot(db, companyId)).facts;
}

/**
 * Stores facts an enterprise supplies (saveReplenish; "self-declared values", replenish-form.yaml):
 * streetId, industry and scale go to the company row, the other fields are merged into
 * `company_fact.facts` (fields not sent stay as they were). `company_fact.updated_at` is always
 * bumped, so the enterprise's stored matches count as stale at once.
 *
 * @param partialFacts - MatchFacts fields to store (already validated against the contract).
 * @param userId - who saved them (`company_fact.updated_by`), null for the system.
 * @throws AppError BAD_REQUEST when companyName or creditCode is sent (企业名称、统一社会信用代码不能修改),
 *   when tagInfoIds is sent (企业标签由平台维护，不能修改) or an unknown field is sent.
 * @throws AppError NOT_FOUND_ENTITY 企业不存在 for an unknown company id.
 */
export async function saveCompanyFacts(
  db: Db,
  companyId: string,
  partialFacts: Readonly<MatchFacts>,
  userId: string | null,
): Promise<void> {
  const input = partialFacts as Readonly<Record<string, unknown>>;
  for (const key of Object.keys(input)) {
    if ((LOCKED_FACT_FIELDS as readonly string[]).includes(key)) {
      throw new AppError('BAD_REQUEST', undefined, `${MATCH_FACT_LABELS[key as MatchFactField]}不能在此修改`);
    }
    if (key === 'tagInfoIds') throw new AppError('BAD_REQUEST', undefined, '企业标签由平台维护，不能在此修改');
    if (!isMatchFactField(key)) throw new AppError('BAD_REQUEST', undefined, `未知的企业数据字段 ${key}`);
  }
  const rowUpdate: Partial<Record<'streetId' | 'industry' | 'scale', string>> = {};
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (key === 'streetId' || key === 'industry' || key === 'scale') rowUpdate[key] = String(value);
    else merged[key] = value;
  }
  const [exists] = await db.select({ id: company.id }).from(company).where(eq(company.id, companyId)).limit(1);
  if (!exists) throw new AppError('NOT_FOUND_ENTITY', '企业不存在');
  if (Object.keys(rowUpdate).length > 0) {
    await db.update(company).set(rowUpdate).where(eq(company.id, companyId));
  }
  const json = JSON.stringify(merged);
  await db
    .insert(companyFact)
    .values({ companyId, facts: merged, updatedBy: userId, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: companyFact.companyId,
      set: { facts: sql`${companyFact.facts} || ${json}::jsonb`, updatedBy: userId, updatedAt: sql`now()` },
    });
}

/**
 * Marks a company's match data as changed (bumps `company_fact.updated_at`): call after editing
 * the company row or its tags elsewhere (archive, tag management) so the stored matches of the
 * enterprise are recomputed on the next read.
 */
export async function markCompanyFactsChanged(db: Db, companyId: string): Promise<void> {
  await db
    .insert(companyFact)
    .values({ companyId, facts: {}, updatedAt: sql`now()` })
    .onConflictDoUpdate({ target: companyFact.companyId, set: { updatedAt: sql`now()` } });
}
