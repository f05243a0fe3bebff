/**
 * Policy labels (`pol_label`, `pol_label_tag`; seeds 001 §3 "Policy labels carry an enable flag",
 * §7 "/admin/policy/label"): a named set of enterprise tags. An enterprise carries a label when it
 * carries EVERY tag of it (`company_tag`); the lock dialog's tabs list the enterprises of one tag.
 * Used by policies through `pol_info_label`.
 */
import { and, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';

import { containsPattern } from '../../../core/values';
import { company, companyTag, polLabel, polLabelTag } from '../../../db/schema';

/** Message of an unknown label id. */
export const LABEL_NOT_FOUND = '政策标签不存在';

/**
 * Number of enterprises carrying every tag of the label in the current row of `pol_label` (raw SQL
 * with qualified names: drizzle leaves columns of a single-table select unqualified).
 */
export const labelCompanyCount = sql<number>`(select count(*)::int from (
  select ct.company_id from company_tag ct
  join pol_label_tag lt on lt.tag_info_id = ct.tag_info_id
  where lt.label_id = pol_label.id
  group by ct.company_id
  having count(*) = (select count(*) from pol_label_tag x where x.label_id = pol_label.id)
) carriers)`;

/** Number of policies using the label in the current row of `pol_label`. */
export const labelPolicyCount = sql<number>`(select count(*)::int from pol_info_label pil where pil.label_id = pol_label.id)`;

/**
 * The condition selecting the enterprises of a label (all its tags) or of one tag, with an optional
 * company-name keyword.
 */
export function taggedCompanyWhere(target: { labelId: string } | { tagId: string }, companyName?: string): SQL | undefined {
  const pattern = containsPattern(companyName);
  const carriers =
    'labelId' in target
      ? sql`${company.id} in (
          select ct.company_id from ${companyTag} ct
          join ${polLabelTag} lt on lt.tag_info_id = ct.tag_info_id
          where lt.label_id = ${target.labelId}
          group by ct.company_id
          having count(*) = (select count(*) from ${polLabelTag} x where x.label_id = ${target.labelId}))`
      : inArray(company.id, sql`(select ${companyTag.companyId} from ${companyTag} where ${companyTag.tagInfoId} = ${target.tagId})`);
  return and(carriers, pattern ? ilike(company.companyName, pattern) : undefined);
}

/** Whether another label already has `labelName`. */
export function labelNameTaken(labelName: string, exceptId?: string): SQL | undefined {
  return and(eq(polLabel.labelName, labelName), exceptId ? sql`${polLabel.id} <> ${exceptId}` : undefined);
}
