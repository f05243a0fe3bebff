import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';

import { Group, Input, Text } from '@mantine/core';
import { DatePickerInput, DateTimePicker } from '@mantine/dates';
import { adjustDateRange, validateDateRange } from '@qifu/validation';
import dayjs from 'dayjs';
import { useId, useState, type ReactNode } from 'react';

/** A date range: start and end, each `null` when empty. */
export type DateRangeValue = [Date | null, Date | null];

/** Props of {@link DateRangeInput}. */
export interface DateRangeInputProps {
  /** The range (controlled). */
  value?: DateRangeValue;
  defaultValue?: DateRangeValue;
  /** Called with the accepted range (after the clearing rule). */
  onChange?: (value: DateRangeValue) => void;
  /** Pick date and time (minute precision) instead of days. */
  withTime?: boolean;
  label?: ReactNode;
  description?: ReactNode;
  /** An error from the form; a refused choice shows its own message first. */
  error?: ReactNode;
  required?: boolean;
  withAsterisk?: boolean;
  disabled?: boolean;
  /**
   * Placeholders and accessible names of the two ends; 开始时间 / 结束时间 by default. With a value the end's name is
   * the placeholder and the value as shown (`开始时间 2024-05-03`), so the visible text is part of the name (WCAG 2.5.3,
   * axe label-content-name-mismatch); its clear button is named 清除开始时间 / 清除结束时间.
   */
  startPlaceholder?: string;
  endPlaceholder?: string;
  /** Display format; `YYYY-MM-DD` (`YYYY-MM-DD HH:mm` with time) by default. */
  valueFormat?: string;
  /** The month the day calendars open at when empty. */
  defaultDate?: Date;
  minDate?: Date;
  maxDate?: Date;
  /** Offers a clear button on each end; default true. */
  clearable?: boolean;
}

/**
 * A date range as two pickers (seeds 000 §5, 001 §5 "Date range"; Chinese calendar, dayjs
 * `zh-cn`): equal ends are refused with 开始时间和结束时间不能相等 (the choice is not taken, the
 * message shows under the field until the next accepted choice); choosing an end earlier than the
 * start clears the start, and a start later than the end clears the end. Each end is a button named by its
 * placeholder and, when set, its value as shown (`开始时间 2024-05-03 14:30`); each clear button is named 清除… .
 */
export function DateRangeInput(props: DateRangeInputProps) {
  const {
    onChange,
    withTime = false,
    disabled = false,
    startPlaceholder = '开始时间',
    endPlaceholder = '结束时间',
    clearable = true,
  } = props;
  const [inner, setInner] = useState<DateRangeValue>(props.defaultValue ?? [null, null]);
  const [start, end] = props.value ?? inner;
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = useId();
  const format = props.valueFormat ?? (withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD');

  const change = (side: 'start' | 'end', date: Date | null) => {
    const nextStart = side === 'start' ? date : start;
    const nextEnd = side === 'end' ? date : end;
    const equal = validateDateRange(nextStart, nextEnd);
    if (equal) {
      setRefusal(equal);
      return;
    }
    setRefusal(null);
    const adjusted = adjustDateRange(side, nextStart, nextEnd);
    const next: DateRangeValue = [adjusted.start ?? null, adjusted.end ?? null];
    if (props.value === undefined) setInner(next);
    onChange?.(next);
  };

  const common = {
    locale: 'zh-cn',
    valueFormat: format,
    disabled,
    clearable,
    minDate: props.minDate,
    maxDate: props.maxDate,
    error: Boolean(refusal ?? props.error),
    w: withTime ? 190 : 150,
  } as const;

  // the visible text (the formatted value) must be part of the accessible name; the clear button needs its own
  const named = (placeholder: string, date: Date | null) => ({
    'aria-label': date ? `${placeholder} ${dayjs(date).locale('zh-cn').format(format)}` : placeholder,
    placeholder,
    clearButtonProps: { 'aria-label': `清除${placeholder}` },
  });
  const startPicker = withTime ? (
    <DateTimePicker {...common} {...named(startPlaceholder, start)} value={start} onChange={(d) => change('start', d)} />
  ) : (
    <DatePickerInput {...common} {...named(startPlaceholder, start)} value={start} onChange={(d) => change('start', d)} defaultDate={start ?? end ?? props.defaultDate} />
  );
  const endPicker = withTime ? (
    <DateTimePicker {...common} {...named(endPlaceholder, end)} value={end} onChange={(d) => change('end', d)} />
  ) : (
    <DatePickerInput {...common} {...named(endPlaceholder, end)} value={end} onChange={(d) => change('end', d)} defaultDate={end ?? start ?? props.defaultDate} />
  );

  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={props.label}
      description={props.description}
      error={refusal ?? props.error}
      required={props.required}
      withAsterisk={props.withAsterisk}
    >
      <Group gap={6} wrap="nowrap" role="group" aria-labelledby={props.label ? `${id}-label` : undefined}>
        {startPicker}
        <Text span c="dimmed" size="sm" aria-hidden>
          至
        </Text>
        {endPicker}
      </Group>
    </Input.Wrapper>
  );
}
