/**
 * Which enterprises a questionnaire or reporting task is aimed at (issue 19; contract `QuesForm` /
 * `ReportTaskForm` tagIds and streetCodes): an enterprise is a target when it carries one of the
 * form's tags (no tag = every enterprise) AND lies in one of its streets (no street = every
 * street). Shared by the questionnaire and the reporting-task handlers of this domain.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { AppError } from '../../core/envelope';
import type { Db } from '../../db/client';
import { sysRegion, tagInfo } from '../../db/schema';

/**
 * The SQL condition "company `companyId` (street `streetId`) is a target of the form": `tagTable`
 * names the form's tag rows (`ques_info_tag` or `report_task_tag`), `ownerColumn` its form-id
 * column, `formId` the form's id (column or value), `streetCodes` the form's jsonb street list.
 */
export function targetCondition(opts: {
  tagTable: 'ques_info_tag' | 'report_task_tag';
  ownerColumn: 'ques_id' | 'task_id';
  formId: AnyPgColumn | string;
  streetCodes: AnyPgColumn;
  companyId: AnyPgColumn | string;
  streetId: AnyPgColumn | string | null;
}): SQL {
  const tags = sql.raw(opts.tagTable);
  const owner = sql.raw(opts.ownerColumn);
  return sql`((not exists (select 1 from ${tags} ft where ft.${owner} = ${opts.formId}))
    or exists (select 1 from ${tags} ft join company_tag ct on ct.tag_info_id = ft.tag_info_id where ft.${owner} = ${opts.formId} and ct.company_id = ${opts.companyId}))
    and (jsonb_array_length(${opts.streetCodes}) = 0 or ${opts.streetCodes} @> jsonb_build_array(${opts.streetId}::text))`;
}

/**
 * Checks the target tags and streets of a form on save. A tag id or street code that is not there is a
 * referential (business) error, not a contract violation: HTTP 200 BUSINESS_RULE (issue 17,
 * docs/decisions/0036-declared-statuses-and-referential-errors.md).
 * @returns the distinct tag ids and street codes.
 * @throws AppError BUSINESS_RULE 面向的企业标签不存在 (an unknown tag id), 面向的街道不存在 (not a level-3 region).
 */
export async function assertTargets(db: Db, tagIds: readonly string[] = [], streetCodes: readonly string[] = []): Promise<{ tagIds: string[]; streetCodes: string[] }> {
  const tags = [...new Set(tagIds)];
  const streets = [...new Set(streetCodes)];
  if (tags.length > 0) {
    const found = await db.select({ id: tagInfo.id }).from(tagInfo).where(inArray(tagInfo.id, tags));
    if (found.length !== tags.length) throw new AppError('BUSINESS_RULE', '面向的企业标签不存在');
  }
  if (streets.length > 0) {
    const found = await db
      .select({ code: sysRegion.code })
      .from(sysRegion)
      .where(and(inArray(sysRegion.code, streets), eq(sysRegion.level, 3)));
    if (found.length !== streets.length) throw new AppError('BUSINESS_RULE', '面向的街道不存在');
  }
  return { tagIds: tags, streetCodes: streets };
}

/** The caller's enterprise (QY operations). @throws AppError FORBIDDEN 请先使用企业账号进行登录 without one (seeds 000 §6). */
export function callerCompany(user: { companyId: string | null } | undefined): string {
  if (!user?.companyId) throw new AppError('FORBIDDEN', '请先使用企业账号进行登录');
  return user.companyId;
}
