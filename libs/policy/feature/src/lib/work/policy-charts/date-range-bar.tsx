import { Box, Button, Group } from '@mantine/core';
import { type PolicyDateRange } from '@qifu/policy-data-access';
import { DateRangeInput, toDay, type DateRangeValue } from '@qifu/widgets';
import { useState } from 'react';

/** Props of {@link DateRangeBar}. */
export interface DateRangeBarProps {
  /** The field's label (发布时间, 统计日期). */
  label: string;
  /** 查询 with the chosen days (`{}` when none). */
  onApply: (range: PolicyDateRange) => void;
}

/**
 * The days filter of the statistics pages: a day range (China calendar days, inclusive on the server),
 * 查询 applies it, 重置 clears it.
 */
export function DateRangeBar({ label, onApply }: DateRangeBarProps) {
  const [value, setValue] = useState<DateRangeValue>([null, null]);
  const apply = (v: DateRangeValue) => {
    const startDate = toDay(v[0]);
    const endDate = toDay(v[1]);
    onApply({ ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) });
  };
  return (
    <Group gap="sm" align="flex-end" role="search" aria-label="统计条件">
      <Box w={320}>
        <DateRangeInput label={label} value={value} onChange={setValue} />
      </Box>
      <Button onClick={() => apply(value)}>查询</Button>
      <Button
        variant="default"
        onClick={() => {
          setValue([null, null]);
          apply([null, null]);
        }}
      >
        重置
      </Button>
    </Group>
  );
}
