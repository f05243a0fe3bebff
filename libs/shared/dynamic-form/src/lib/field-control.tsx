import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';

import { Checkbox, Group, MultiSelect, NumberInput, Radio, Select, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { type UseFormReturnType } from '@mantine/form';
import { UPLOAD_DEFAULT_MB, type FormTemplateField } from '@qifu/validation';
import { DateRangeInput, FileUploader, RegionCascader, type UploadedFileValue } from '@qifu/widgets';
import { type ReactNode } from 'react';

import { formatDay, parseDay, regionChain, type FormValues } from './form-values';

/** Props of {@link FieldControl}. */
export interface FieldControlProps {
  /** A field of any type but `table` (tables are {@link TableField}). */
  field: FormTemplateField;
  /** The value's path in the form (`projectName`, `devices.0.deviceName`). */
  path: string;
  form: UseFormReturnType<FormValues>;
  /**
   * In a table cell: no visible label; this is the accessible name (`设备名称（第1行）`).
   * Otherwise the field's label is shown and tied to its input.
   */
  cellName?: string;
  disabled?: boolean;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** An element holding one composite control, named by its label when it has no visible one. */
function Named({ name, children }: { name: string | undefined; children: ReactNode }) {
  return name ? (
    <div role="group" aria-label={name}>
      {children}
    </div>
  ) : (
    <>{children}</>
  );
}

/**
 * The input of one template field, bound to `@mantine/form` at `path` (value, change, error under
 * the field). Text: `TextInput`/`Textarea`; number: `NumberInput`; amount: `NumberInput` with 2
 * fixed decimals, thousands separator `,`, no negatives; date: `DatePickerInput` (`YYYY-MM-DD`,
 * zh-cn); dateRange: `DateRangeInput` of `@qifu/widgets` (equal ends refused, reversed ends cleared,
 * seeds 000 §5); select/multiSelect: `Select`/`MultiSelect`; radio/checkbox: groups; region:
 * `RegionCascader` (the answer is the deepest chosen code); upload: `FileUploader` with the field's
 * `accept` and `limit` (default 1), 10 MB a file. Required fields show the asterisk and
 * `aria-required`. The wrapper carries `data-field-path` for {@link focusFirstInvalid}.
 */
export function FieldControl({ field, path, form, cellName, disabled = false }: FieldControlProps) {
  const input = form.getInputProps(path);
  const value: unknown = input.value;
  const error = input.error as ReactNode;
  const set = (next: unknown) => form.setFieldValue(path, next);
  const required = field.required === true;
  const labelled = cellName
    ? { 'aria-label': cellName }
    : { label: field.label, withAsterisk: required };
  const common = { ...labelled, error, disabled, 'aria-required': required || undefined };
  const placeholder = field.placeholder;

  let control: ReactNode;
  switch (field.type) {
    case 'input':
      control = <TextInput {...common} placeholder={placeholder} value={str(value)} onChange={(e) => set(e.currentTarget.value)} onBlur={input.onBlur} onFocus={input.onFocus} />;
      break;
    case 'textarea':
      control = (
        <Textarea {...common} placeholder={placeholder} autosize minRows={3} maxRows={10} value={str(value)} onChange={(e) => set(e.currentTarget.value)} onBlur={input.onBlur} onFocus={input.onFocus} />
      );
      break;
    case 'number':
      control = <NumberInput {...common} placeholder={placeholder} value={value as number | string} onChange={set} />;
      break;
    case 'amount':
      control = (
        <NumberInput
          {...common}
          placeholder={placeholder}
          value={value as number | string}
          onChange={set}
          thousandSeparator=","
          decimalScale={2}
          fixedDecimalScale
          allowNegative={false}
          hideControls
        />
      );
      break;
    case 'date':
      control = (
        <DatePickerInput
          {...common}
          placeholder={placeholder}
          locale="zh-cn"
          valueFormat="YYYY-MM-DD"
          clearable
          value={parseDay(value)}
          onChange={(d) => set(formatDay(d))}
        />
      );
      break;
    case 'dateRange': {
      const [start, end] = list<string>(value);
      control = (
        <Named name={cellName}>
          <DateRangeInput
            label={cellName ? undefined : field.label}
            withAsterisk={!cellName && required}
            error={error}
            disabled={disabled}
            value={[parseDay(start), parseDay(end)]}
            onChange={([s, e]) => set([formatDay(s), formatDay(e)])}
          />
        </Named>
      );
      break;
    }
    case 'select':
      control = (
        <Select
          {...common}
          placeholder={placeholder}
          data={(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
          value={str(value) || null}
          onChange={(v) => set(v ?? '')}
          clearable
          searchable
        />
      );
      break;
    case 'multiSelect':
      control = (
        <MultiSelect
          {...common}
          placeholder={placeholder}
          data={(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
          value={list<string>(value)}
          onChange={set}
          clearable
          searchable
        />
      );
      break;
    case 'radio':
      control = (
        <Named name={cellName}>
          <Radio.Group label={cellName ? undefined : field.label} withAsterisk={!cellName && required} error={error} value={str(value)} onChange={set}>
            <Group gap="md" mt={4}>
              {(field.options ?? []).map((o) => (
                <Radio key={o.value} value={o.value} label={o.label} disabled={disabled} />
              ))}
            </Group>
          </Radio.Group>
        </Named>
      );
      break;
    case 'checkbox':
      control = (
        <Named name={cellName}>
          <Checkbox.Group label={cellName ? undefined : field.label} withAsterisk={!cellName && required} error={error} value={list<string>(value)} onChange={set}>
            <Group gap="md" mt={4}>
              {(field.options ?? []).map((o) => (
                <Checkbox key={o.value} value={o.value} label={o.label} disabled={disabled} />
              ))}
            </Group>
          </Checkbox.Group>
        </Named>
      );
      break;
    case 'region':
      control = (
        <Named name={cellName}>
          <RegionCascader
            label={cellName ? undefined : field.label}
            withAsterisk={!cellName && required}
            error={error}
            disabled={disabled}
            clearable
            value={regionChain(str(value))}
            onChange={(chain) => set(chain[chain.length - 1] ?? '')}
          />
        </Named>
      );
      break;
    case 'upload':
      control = (
        <Named name={cellName ?? field.label}>
          <FileUploader
            label={cellName ? undefined : field.label}
            withAsterisk={!cellName && required}
            error={error}
            disabled={disabled}
            {...(field.accept ? { accept: field.accept } : {})}
            limit={field.limit ?? 1}
            maxSizeMb={UPLOAD_DEFAULT_MB}
            value={list<UploadedFileValue>(value)}
            onChange={set}
          />
        </Named>
      );
      break;
    default:
      control = null;
  }

  return <div data-field-path={path}>{control}</div>;
}
