import { Box, Image, Text } from '@mantine/core';
import { trainCoverUrl, type TrainActivityType } from '@qifu/training-data-access';
import { TRAIN_ACTIVITY_TYPE_LABELS } from '@qifu/training-rules';

/** Background of the drawn cover per activity type (no uploaded image). */
const GRADIENTS: Record<TrainActivityType, string> = {
  '1': 'linear-gradient(135deg, #1c7ed6 0%, #4dabf7 100%)',
  '2': 'linear-gradient(135deg, #e8590c 0%, #ffa94d 100%)',
  '3': 'linear-gradient(135deg, #2b8a3e 0%, #69db7c 100%)',
};

/** Props of {@link ActivityCover}. */
export interface ActivityCoverProps {
  coverImage: string | null;
  activityType: TrainActivityType;
  /** Height in px. */
  height: number;
}

/**
 * An activity's cover: the uploaded image (`coverImage` filePath), or a drawn cover in the type's
 * colours with the type's name. Decorative: the activity's title is next to it.
 */
export function ActivityCover({ coverImage, activityType, height }: ActivityCoverProps) {
  if (coverImage) {
    return <Image src={trainCoverUrl(coverImage)} alt="" h={height} w="100%" fit="cover" radius="sm" />;
  }
  return (
    <Box
      aria-hidden
      h={height}
      w="100%"
      style={{ background: GRADIENTS[activityType], borderRadius: 'var(--mantine-radius-sm)', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Text c="white" fw={700} fz={height > 120 ? 22 : 16} style={{ letterSpacing: 4 }}>
        {TRAIN_ACTIVITY_TYPE_LABELS[activityType]}
      </Text>
    </Box>
  );
}
