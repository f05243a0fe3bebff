import { Badge } from '@mantine/core';
import type { EnableFlag } from '@qifu/sys-data-access';

import { ENABLE_FLAG_LABELS } from './labels';

/** 启用 (green) / 停用 (grey) badge of an enable flag (seeds 001 §3). */
export function EnableBadge({ flag }: { flag: EnableFlag }) {
  return (
    <Badge color={flag === '1' ? 'green' : 'gray'} variant="light">
      {ENABLE_FLAG_LABELS[flag]}
    </Badge>
  );
}
