import '@mantine/core/styles/Badge.css';

import { Badge } from '@mantine/core';
import { APPEAL_STATUS_COLORS, type AppealStatus } from '@qifu/appeal-data-access';
import { APPEAL_STATUS_LABELS } from '@qifu/appeal-rules';

/** The status of an appeal as a coloured badge (待受理 … 已退回, contract `AppealStatus`). */
export function AppealStatusBadge({ status }: { status: AppealStatus }) {
  return (
    <Badge color={APPEAL_STATUS_COLORS[status]} variant="light" radius="sm">
      {APPEAL_STATUS_LABELS[status]}
    </Badge>
  );
}
