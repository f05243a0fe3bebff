import '@mantine/core/styles/Badge.css';

import { Badge } from '@mantine/core';
import { POLICY_EXAMINE_LABELS, POLICY_SHELF_LABELS, showsExamineState, type PolicyExamineCode, type PolicyShelfCode } from '@qifu/policy-rules';

const SHELF_COLORS: Record<PolicyShelfCode, string> = { '0': 'gray', '1': 'green', '2': 'orange' };
const EXAMINE_COLORS: Record<PolicyExamineCode, string> = { '0': 'gray', '1': 'blue', '2': 'green', '3': 'red' };

/**
 * The shelf state of a policy (草稿 / 已上架 / 已下架, contract `PolicyShelfStatus`); a draft waiting for or
 * refused by examination says so (待审核 / 审核不通过), since it cannot be taken up.
 */
export function PolicyShelfBadge({ status, examineStatus }: { status: PolicyShelfCode; examineStatus: PolicyExamineCode }) {
  const examining = showsExamineState(status, examineStatus);
  const label = examining ? POLICY_EXAMINE_LABELS[examineStatus] : POLICY_SHELF_LABELS[status];
  const color = examining ? EXAMINE_COLORS[examineStatus] : SHELF_COLORS[status];
  return (
    <Badge variant="light" color={color} radius="sm">
      {label}
    </Badge>
  );
}

/** The examination state of a policy (草稿 / 待审核 / 审核通过 / 审核不通过, contract `PolInfoExamineStatus`). */
export function PolicyExamineBadge({ examineStatus }: { examineStatus: PolicyExamineCode }) {
  return (
    <Badge variant="light" color={EXAMINE_COLORS[examineStatus]} radius="sm">
      {POLICY_EXAMINE_LABELS[examineStatus]}
    </Badge>
  );
}
