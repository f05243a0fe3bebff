/**
 * The policy list item (seeds 001 §3 "Policy list item": id, policyTitle, policyDepName,
 * policyCreateTime, supportModes) shared by the policy market/search (listPolicyDoc) and the
 * subscription list (getMySub): the columns to select and the mapping to the contract's shape.
 */
import type { components } from '@qifu/sdk';

import { polInfo } from '../../../db/schema';

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
