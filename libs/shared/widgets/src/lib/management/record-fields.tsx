import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';

import { NumberInput, Textarea } from '@mantine/core';

import { type FormInputProps } from './enable-flag';
import { MANAGEMENT_MESSAGES as M } from './messages';

/** Props of {@link SortInput}. */
export interface SortInputProps {
  /** `form.getInputProps('sort')`. */
  inputProps: FormInputProps;
  /** Field label; default 排序. */
  label?: string;
  /** Largest order; default 9999. */
  max?: number;
}

/** The 排序 (display order) field of a record: a whole number from 0 to `max`. Read it with {@link sortValue}. */
export function SortInput({ inputProps, label = M.sort, max = 9999 }: SortInputProps) {
  return <NumberInput label={label} min={0} max={max} allowDecimal={false} {...inputProps} />;
}

/** The order to send: the number typed, or 0 when the field was left empty (NumberInput gives ''). */
export function sortValue(value: number | string): number {
  return typeof value === 'number' ? value : 0;
}

/** Props of {@link RemarkInput}. */
export interface RemarkInputProps {
  /** `form.getInputProps('remark')`. */
  inputProps: FormInputProps;
  /** Field label; default 备注. */
  label?: string;
  /** Longest remark in characters; default 200. */
  maxLength?: number;
}

/** The optional 备注 field of a record: a growing text area of at most 200 characters by default. */
export function RemarkInput({ inputProps, label = M.remark, maxLength = 200 }: RemarkInputProps) {
  return <Textarea label={label} maxLength={maxLength} autosize minRows={2} {...inputProps} />;
}
