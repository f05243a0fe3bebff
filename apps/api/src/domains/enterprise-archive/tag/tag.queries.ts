/**
 * Shared reads and messages of enterprise tags (`tag_category`, `tag_info`, `company_tag`; seeds 001 §7 /tag/info/*,
 * /company/tag/*; issue 18). A tag is manual (tagType '1', attached by staff with saveCompanyTag) or smart ('2', a JSON
 * Logic rule over the enterprise data, attached by the server: see `smart-tag-job.ts`).
 */
import type { components } from '@qifu/sdk';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';

import { found } from '../../../core/entity';
import type { Db } from '../../../db/client';
import { tagCategory, tagInfo } from '../../../db/schema';
import { MATCH_FACT_LABELS } from '../../matching';

/** Message of an unknown tag id. */
export const TAG_NOT_FOUND = '企业标签不存在';
/** Message of an unknown category id. */
export const CATEGORY_NOT_FOUND = '标签分类不存在';

/** Number of enterprises carrying the tag of the current `tag_info` row (qualified raw SQL). */
export const tagCompanyCount = sql<number>`(select count(*)::int from company_tag ct where ct.tag_info_id = tag_info.id)`;

/** The columns of a tag as listed (TagItem without categoryName, joined by the callers). */
export const TAG_COLUMNS = {
  id: tagInfo.id,
  tagName: tagInfo.tagName,
  categoryId: tagInfo.categoryId,
  categoryName: tagCategory.categoryName,
  tagType: tagInfo.tagType,
  enableFlag: tagInfo.enableFlag,
  sort: tagInfo.sort,
  companyCount: tagCompanyCount,
  remark: tagInfo.remark,
  createdAt: tagInfo.createdAt,
  updatedAt: tagInfo.updatedAt,
};

/** The category row or NOT_FOUND_ENTITY 标签分类不存在. */
export async function requireCategory(db: Db, id: string): Promise<{ id: string }> {
  return found((await db.select({ id: tagCategory.id }).from(tagCategory).where(eq(tagCategory.id, id)).limit(1))[0], CATEGORY_NOT_FOUND);
}

/** The tag row or NOT_FOUND_ENTITY 企业标签不存在. */
export async function requireTag(db: Db, id: string): Promise<typeof tagInfo.$inferSelect> {
  return found((await db.select().from(tagInfo).where(eq(tagInfo.id, id)).limit(1))[0], TAG_NOT_FOUND);
}

/** The condition "another tag of the category already has this name". */
export function tagNameTaken(categoryId: string, tagName: string, exceptId?: string): SQL | undefined {
  return and(eq(tagInfo.categoryId, categoryId), eq(tagInfo.tagName, tagName), exceptId ? ne(tagInfo.id, exceptId) : undefined);
}

/** A smart-tag field (contract SmartTagField). */
export type SmartTagField = components['schemas']['SmartTagField'];

const FIELD_TYPES: ReadonlyArray<Omit<SmartTagField, 'label'>> = [
  { key: 'companyName', valueType: 'string', dictType: null },
  { key: 'creditCode', valueType: 'string', dictType: null },
  { key: 'streetId', valueType: 'string', dictType: null },
  { key: 'industry', valueType: 'dict', dictType: 'industry' },
  { key: 'scale', valueType: 'dict', dictType: 'enterpriseScale' },
  { key: 'establishDate', valueType: 'date', dictType: null },
  { key: 'registeredCapital', valueType: 'number', dictType: null },
  { key: 'employeeCount', valueType: 'number', dictType: null },
  { key: 'revenue', valueType: 'number', dictType: null },
  { key: 'taxAmount', valueType: 'number', dictType: null },
  { key: 'rdExpense', valueType: 'number', dictType: null },
  { key: 'equipmentInvestment', valueType: 'number', dictType: null },
  { key: 'isAboveScale', valueType: 'boolean', dictType: null },
  { key: 'qualifications', valueType: 'string', dictType: null },
];

/**
 * The fields a smart-tag rule may read (listSmartTagField): the enterprise data the matching engine reasons over
 * (MatchFacts — the company row and the archive values stored as facts) except `tagInfoIds` (a smart tag defined by
 * tags could depend on itself). Labels are the engine's own (MATCH_FACT_LABELS).
 */
export const SMART_TAG_FIELDS: readonly SmartTagField[] = FIELD_TYPES.map((f) => ({
  ...f,
  label: MATCH_FACT_LABELS[f.key as keyof typeof MATCH_FACT_LABELS],
}));
