/**
 * The policy list item (seeds 001 §3 "Policy list item": id, policyTitle, policyDepName,
 * policyCreateTime, supportModes) shared by the policy market/search (listPolicyDoc) and the
 * subscription list (getMySub): the columns to select and the mapping to the contract's shape.
 */
import type { components } from '@qifu/sdk';
import { count, desc, type SQL } from 'drizzle-orm';

import { pageResult, type PageResult, type PageWindow } from '../../../core/paging';
import type { Db } from '../../../db/client';
import { polInfo } from '../../../db/schema';
import { supportModeLabeller } from './support-modes';

/** The contract's PolicyListItem. */
export type PolicyListItem = components['schemas']['PolicyListItem'];

/** The `pol_info` columns a list item shows. */
export const POLICY_LIST_COLUMNS = {
  id: polInfo.id,
  policyTitle: polInfo.policyTitle,
  policyDepName: polInfo.policyDepName,
  policyCreateTime: polInfo.policyCreateTime,
  supportModes: polInfo.supportModes,
};

/** A row selected with {@link POLICY_LIST_COLUMNS}. */
export interface PolicyListRow {
  id: string;
  policyTitle: string;
  policyDepName: string;
  policyCreateTime: Date;
  supportModes: string[];
}

/** Rows → list items; `label` turns support-mode values into dictionary labels (`supportModeLabeller`). */
export function toPolicyListItems(rows: readonly PolicyListRow[], label: (values: readonly string[]) => string[]): PolicyListItem[] {
  return rows.map((r) => ({ ...r, policyCreateTime: r.policyCreateTime.toISOString(), supportModes: label(r.supportModes) }));
}

/**
 * One page of policies matching `where`, newest first (`policyCreateTime`, then id), with the total
 * and support-mode labels: the list of the policy market/search and of the subscriptions.
 */
export async function policyPage(db: Db, where: SQL | undefined, window: PageWindow): Promise<PageResult<PolicyListItem>> {
  const [rows, totals, label] = await Promise.all([
    db
      .select(POLICY_LIST_COLUMNS)
      .from(polInfo)
      .where(where)
      .orderBy(desc(polInfo.policyCreateTime), desc(polInfo.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(polInfo).where(where),
    supportModeLabeller(db),
  ]);
  return pageResult(toPolicyListItems(rows, label), totals[0]?.n ?? 0);
}
