import '@mantine/core/styles/Badge.css';

import { Badge } from '@mantine/core';
import { DECLARE_STATUS_COLORS, DECLARE_STATUS_LABELS, type DeclareStatus } from '@qifu/policy-data-access';

/** The state of a declaration: 草稿 / 待审核 / 审核通过 / 审核驳回 / 已撤回 (contract DeclareStatus). */
export function DeclareStatusBadge({ status }: { status: DeclareStatus }) {
  return (
    <Badge color={DECLARE_STATUS_COLORS[status]} variant="light" radius="sm" data-testid="declare-status">
      {DECLARE_STATUS_LABELS[status]}
    </Badge>
  );
}
