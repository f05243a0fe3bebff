import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';

import { Badge, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { type UseFormReturnType } from '@mantine/form';
import type { components } from '@qifu/sdk';
import { useId } from 'react';

import { type LabelledValue } from './code-labels';
import { MANAGEMENT_MESSAGES as M } from './messages';
import { RowConfirmButton } from './row-actions';

/**
 * The platform's enable flag (the contract's `EnableFlag`, seeds 001 §3 "an enable flag"):
 * `'1'` 启用, `'0'` 停用.
 */
export type EnableFlag = components['schemas']['EnableFlag'];

/** Labels of the enable flag: 1 启用, 0 停用. */
export const ENABLE_FLAG_LABELS: Readonly<Record<EnableFlag, string>> = { '1': M.enabled, '0': M.disabled };

/** Options of the enable flag, 启用 first (a `{ '1', '0' }` object would list '0' first). */
export const ENABLE_FLAG_OPTIONS: readonly LabelledValue<EnableFlag>[] = [
  { value: '1', label: M.enabled },
  { value: '0', label: M.disabled },
];

/** The flag a 启用/停用 toggle switches to: `'1'` → `'0'`, `'0'` → `'1'`. */
export function toggledFlag(flag: EnableFlag): EnableFlag {
  return flag === '1' ? '0' : '1';
}

/** 启用 (green) / 停用 (grey) badge of an enable flag. */
export function EnableBadge({ flag }: { flag: EnableFlag }) {
  return (
    <Badge color={flag === '1' ? 'green' : 'gray'} variant="light">
      {ENABLE_FLAG_LABELS[flag]}
    </Badge>
  );
}

/** What `form.getInputProps(path)` of `@mantine/form` returns (value, onChange, error …). */
export type FormInputProps = ReturnType<UseFormReturnType<Record<string, unknown>>['getInputProps']>;

/** Props of {@link EnableFlagField}. */
export interface EnableFlagFieldProps {
  /** `form.getInputProps('enableFlag')`. */
  inputProps: FormInputProps;
  /** Field label; default 状态. */
  label?: string;
}

/** The 状态 field of a create/edit form: a 启用 / 停用 switch (radio group named by `label`). */
export function EnableFlagField({ inputProps, label = M.status }: EnableFlagFieldProps) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} data={[...ENABLE_FLAG_OPTIONS]} w="fit-content" {...inputProps} />
    </Stack>
  );
}

/** Props of {@link EnableFlagFilter}. */
export interface EnableFlagFilterProps {
  /** `'1'`, `'0'` or null (both). */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Field label; default 状态. */
  label?: string;
  /** Width in px; default 120. */
  w?: number;
}

/** The 状态 filter of a search bar: a clearable select 启用 / 停用 (cleared = both). */
export function EnableFlagFilter({ value, onChange, label = M.status, w = 120 }: EnableFlagFilterProps) {
  return <Select label={label} data={[...ENABLE_FLAG_OPTIONS]} clearable w={w} value={value} onChange={(next) => onChange(next)} />;
}

/** Props of {@link EnableToggleButton}. */
export interface EnableToggleButtonProps {
  /** The row's current flag. */
  flag: EnableFlag;
  /** The row's name, shown in quotes: 确定要停用用户“王强”吗？ */
  name: string;
  /** What the row is, before the name (用户); default none: 确定要停用“德清县经信局”吗？ */
  noun?: string;
  /** Sends the new flag (a mutation's `mutateAsync`); see {@link ConfirmButton} `onConfirm`. */
  onToggle: (next: EnableFlag) => Promise<unknown>;
}

/**
 * The 启用/停用 row action: 停用 (orange) for an enabled row, 启用 (green) for a disabled one,
 * after the confirmation 确定要{停用|启用}{noun}“{name}”吗？; sends the toggled flag.
 */
export function EnableToggleButton({ flag, name, noun = '', onToggle }: EnableToggleButtonProps) {
  const next = toggledFlag(flag);
  const verb = ENABLE_FLAG_LABELS[next];
  return (
    <RowConfirmButton
      color={flag === '1' ? 'orange' : 'green'}
      message={`确定要${verb}${noun}“${name}”吗？`}
      onConfirm={() => onToggle(next)}
    >
      {verb}
    </RowConfirmButton>
  );
}
