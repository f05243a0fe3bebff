import { Skeleton, Stack } from '@mantine/core';

/** Props of {@link ListSkeleton}. */
export interface ListSkeletonProps {
  /** Number of placeholder rows, 3 by default. */
  rows?: number;
  /** Height of one row in px, 72 by default. */
  rowHeight?: number;
}

/** Loading placeholders for a list (`aria-busy`, labelled 加载中). */
export function ListSkeleton({ rows = 3, rowHeight = 72 }: ListSkeletonProps) {
  return (
    <Stack gap="sm" aria-busy="true" role="status" aria-label="加载中">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={rowHeight} radius="sm" />
      ))}
    </Stack>
  );
}
