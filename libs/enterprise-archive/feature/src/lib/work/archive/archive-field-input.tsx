import { MultiSelect, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import type { EntExpansionField } from '@qifu/enterprise-archive-data-access';
import type { ArchiveValue } from '@qifu/enterprise-archive-rules';

/** Props of {@link ArchiveFieldInput}. */
export interface ArchiveFieldInputProps {
  field: EntExpansionField;
  value: ArchiveValue | undefined;
  onChange: (value: ArchiveValue) => void;
  /** Options of the field's dictionary (select, multiSelect). */
  options: Array<{ label: string; value: string }>;
  readOnly?: boolean;
  error?: string | null;
}

/**
 * The input of one archive field by its type (seeds 001 §3 "a field type chosen from a type list"): 单行文本 / 附件
 * (file path) → text, 多行文本 → textarea, 数字 → number (with its unit), 日期 → date (YYYY-MM-DD), 下拉单选 / 下拉多选 →
 * the dictionary's options. Labelled with the field name (required fields marked).
 */
export function ArchiveFieldInput({ field, value, onChange, options, readOnly, error }: ArchiveFieldInputProps) {
  const label = field.unit ? `${field.fieldName}（${field.unit}）` : field.fieldName;
  const common = { label, withAsterisk: field.required, readOnly, error: error ?? undefined };
  switch (field.fieldType) {
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(v === '' ? null : typeof v === 'number' ? v : Number(v))}
        />
      );
    case 'textarea':
      return <Textarea {...common} autosize minRows={2} maxLength={field.maxLength ?? 2000} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'date':
      return <TextInput {...common} type="date" value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.currentTarget.value || null)} />;
    case 'select':
      return <Select {...common} clearable data={options} value={typeof value === 'string' ? value : null} onChange={(v) => onChange(v)} />;
    case 'multiSelect':
      return <MultiSelect {...common} clearable data={options} value={Array.isArray(value) ? value : []} onChange={(v) => onChange(v)} />;
    default:
      return (
        <TextInput
          {...common}
          maxLength={field.maxLength ?? 2000}
          placeholder={field.fieldType === 'file' ? '附件路径' : undefined}
          value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}
