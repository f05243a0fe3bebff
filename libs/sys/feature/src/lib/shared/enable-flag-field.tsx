import { SegmentedControl, Stack, Text } from '@mantine/core';
import { type UseFormReturnType } from '@mantine/form';
import { useId } from 'react';

import { ENABLE_FLAG_OPTIONS } from './labels';

/** What `form.getInputProps(path)` returns. */
export type FormInputProps = ReturnType<UseFormReturnType<Record<string, unknown>>['getInputProps']>;

/** The 状态 field of the forms: a 启用 / 停用 switch (`form.getInputProps('enableFlag')`). */
export function EnableFlagField({ inputProps, label = '状态' }: { inputProps: FormInputProps; label?: string }) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} data={ENABLE_FLAG_OPTIONS} w="fit-content" {...inputProps} />
    </Stack>
  );
}
