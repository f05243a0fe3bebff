import { Badge } from '@mantine/core';
import { type TrainStatus } from '@qifu/training-data-access';
import { TRAIN_STATUS_COLORS, TRAIN_STATUS_LABELS } from '@qifu/training-rules';

/** An activity's status as a badge (报名中, 待举办 …; seeds 001 §4 labels). */
export function TrainStatusBadge({ status }: { status: TrainStatus }) {
  return (
    <Badge color={TRAIN_STATUS_COLORS[status]} variant="light" radius="sm">
      {TRAIN_STATUS_LABELS[status]}
    </Badge>
  );
}
