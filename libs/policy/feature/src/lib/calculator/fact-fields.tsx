import { Checkbox, Group, MultiSelect, NumberInput, Radio, Select, Stack, TextInput } from '@mantine/core';
import {
  MATCH_FACT_FIELDS,
  QUALIFICATION_LABELS,
  matchFactField,
  useMatchTagOptions,
  type MatchFactField,
  type MatchFactKey,
  type MatchFacts,
} from '@qifu/policy-data-access';
import { chinaToday } from '@qifu/util';
import { RegionCascader, useDictOptions } from '@qifu/widgets';
import { type ReactNode } from 'react';

/**
 * The inputs of MatchFacts fields (contract `MatchFacts`, money in 万元) for the replenish form
 * and the simulation form: one input kind per field type, the form values they hold and the
 * conversion to and from the facts the API takes.
 */

/** What one input holds: text, a number ('' when empty), a list, or `null` for "not answered". */
export type FactInputValue = string | number | string[] | null;
/** The values of a facts form, by MatchFacts key. */
export type FactFormValues = Partial<Record<MatchFactKey, FactInputValue>>;

/** A field's label as the server's missing-data labels write it: 上年度营业收入（万元）. */
export function factLabel(field: MatchFactField): string {
  return field.unit === '万元' ? `${field.label}（万元）` : field.label;
}

/** Today as `YYYY-MM-DD` in China (the latest 成立日期). */
function today(): string {
  return chinaToday();
}

/** The 9-digit street code → the region chain city (4) → county (6) → street (9). */
function streetChain(streetId: string | undefined): string[] {
  if (!streetId || !/^\d{9}$/.test(streetId)) return [];
  return [streetId.slice(0, 4), streetId.slice(0, 6), streetId];
}

/** The form value of one fact. */
function toInputValue(field: MatchFactField, facts: MatchFacts): FactInputValue {
  const value = facts[field.key];
  switch (field.kind) {
    case 'amount':
    case 'integer':
      return typeof value === 'number' ? value : '';
    case 'text':
    case 'date':
      return typeof value === 'string' ? value : '';
    case 'dict':
      return typeof value === 'string' && value ? value : null;
    case 'region':
      return streetChain(typeof value === 'string' ? value : undefined);
    case 'boolean':
      return typeof value === 'boolean' ? String(value) : null;
    case 'qualifications':
    case 'tags':
      return Array.isArray(value) ? [...value] : null;
  }
}

/** The form values of `keys` from known facts (empty inputs where a fact is not given). */
export function factsToFormValues(facts: MatchFacts, keys: readonly MatchFactKey[]): FactFormValues {
  const values: FactFormValues = {};
  for (const key of keys) {
    const field = matchFactField(key);
    if (field) values[key] = toInputValue(field, facts);
  }
  return values;
}

/**
 * The facts typed in (for `saveReplenish` / `improveCompanyInfoImitate`): empty inputs are left
 * out, numbers stay numbers, the region gives its street code, 是/否 a boolean, and a list
 * answered 以上均无 an empty list.
 */
export function formValuesToFacts(values: FactFormValues, keys: readonly MatchFactKey[]): MatchFacts {
  const facts: Record<string, unknown> = {};
  for (const key of keys) {
    const field = matchFactField(key);
    const value = values[key];
    if (!field || value === null || value === undefined || value === '') continue;
    switch (field.kind) {
      case 'amount':
      case 'integer': {
        const number = typeof value === 'number' ? value : Number(value);
        if (Number.isFinite(number)) facts[key] = number;
        break;
      }
      case 'text':
      case 'date':
        if (typeof value === 'string' && value.trim()) facts[key] = value.trim();
        break;
      case 'dict':
        if (typeof value === 'string') facts[key] = value;
        break;
      case 'region':
        if (Array.isArray(value) && value.length === 3) facts[key] = value[2];
        break;
      case 'boolean':
        facts[key] = value === 'true';
        break;
      case 'qualifications':
      case 'tags':
        if (Array.isArray(value)) facts[key] = [...value];
        break;
    }
  }
  return facts as MatchFacts;
}

/** True when no input of `keys` holds an answer. */
export function isBlank(values: FactFormValues, keys: readonly MatchFactKey[]): boolean {
  return Object.keys(formValuesToFacts(values, keys)).length === 0;
}

/** Field errors of a facts form: limits of the contract (ranges, integers, the credit-code pattern, a complete region, a past date). */
export function validateFactValues(values: FactFormValues, keys: readonly MatchFactKey[]): Partial<Record<MatchFactKey, string>> {
  const errors: Partial<Record<MatchFactKey, string>> = {};
  for (const key of keys) {
    const field = matchFactField(key);
    const value = values[key];
    if (!field || value === null || value === undefined || value === '') continue;
    const label = field.label;
    switch (field.kind) {
      case 'amount':
      case 'integer': {
        const number = typeof value === 'number' ? value : Number(value);
        if (!Number.isFinite(number) || number < 0) errors[key] = `${label}不能小于0`;
        else if (field.max !== undefined && number > field.max) errors[key] = `${label}不能大于${field.max.toLocaleString('zh-CN')}`;
        else if (field.kind === 'integer' && !Number.isInteger(number)) errors[key] = `${label}须为整数`;
        break;
      }
      case 'text':
        if (typeof value === 'string') {
          if (field.max !== undefined && value.trim().length > field.max) errors[key] = `${label}不能超过${field.max}个字`;
          else if (field.pattern && value.trim() && !field.pattern.regex.test(value.trim())) errors[key] = field.pattern.message;
        }
        break;
      case 'date':
        if (typeof value === 'string' && (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(new Date(value).getTime()))) {
          errors[key] = `请输入正确的${label}`;
        } else if (typeof value === 'string' && value > today()) {
          errors[key] = `${label}不能晚于今天`;
        }
        break;
      case 'region':
        if (Array.isArray(value) && value.length > 0 && value.length < 3) errors[key] = '请选择到乡镇（街道）';
        break;
      default:
        break;
    }
  }
  return errors;
}

/** Props of {@link FactInput}. */
export interface FactInputProps {
  field: MatchFactField;
  value: FactInputValue | undefined;
  onChange: (value: FactInputValue) => void;
  error?: ReactNode;
  /** The label; {@link factLabel} by default (the replenish form passes the server's missing-data label). */
  label?: string;
  /** A line under the label (e.g. 影响 2 个项目). */
  description?: ReactNode;
  disabled?: boolean;
}

function DictSelect({ field, value, onChange, error, label, description, disabled }: FactInputProps & { label: string }) {
  const options = useDictOptions(field.dictKey ?? '');
  return (
    <Select
      label={label}
      description={description}
      placeholder="请选择"
      data={options.data ?? []}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => onChange(next)}
      error={error}
      clearable
      disabled={disabled}
      nothingFoundMessage="暂无数据"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A list answered as a multi-select with a 以上均无 box (`[]`: none; `null`: not answered). */
function ListInput({
  value,
  onChange,
  error,
  label,
  description,
  disabled,
  data,
}: FactInputProps & { label: string; data: Parameters<typeof MultiSelect>[0]['data'] }) {
  const list = Array.isArray(value) ? value : [];
  const none = Array.isArray(value) && value.length === 0;
  return (
    <Stack gap={6}>
      <MultiSelect
        label={label}
        description={description}
        placeholder={none ? '以上均无' : '请选择'}
        data={data}
        value={list}
        onChange={(next) => onChange(next.length > 0 ? next : null)}
        error={error}
        disabled={disabled || none}
        searchable
        clearable
        nothingFoundMessage="暂无数据"
        comboboxProps={{ withinPortal: true }}
      />
      <Checkbox
        size="xs"
        label={`${label}：以上均无`}
        checked={none}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked ? [] : null)}
      />
    </Stack>
  );
}

const QUALIFICATION_OPTIONS = Object.entries(QUALIFICATION_LABELS).map(([value, label]) => ({ value, label }));

function TagInput(props: FactInputProps & { label: string }) {
  const tags = useMatchTagOptions();
  const data = (tags.data ?? []).map((category) => ({
    group: category.categoryName,
    items: category.tags.map((tag) => ({ value: tag.id, label: tag.tagName })),
  }));
  return <ListInput {...props} data={data} />;
}

/**
 * The input of one MatchFacts field: 万元 amounts and integers as number inputs with their unit,
 * dates as date inputs, 是/否 as radios, industry and scale as dictionary selects
 * (`useDictOptions`), the street as the region cascader, qualifications (the contract's Chinese
 * labels) and tags as multi-selects with 以上均无.
 */
export function FactInput(props: FactInputProps) {
  const { field, value, onChange, error, description, disabled } = props;
  const label = props.label ?? factLabel(field);
  switch (field.kind) {
    case 'amount':
    case 'integer':
      return (
        <NumberInput
          label={label}
          description={description}
          placeholder="请输入"
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={(next) => onChange(next)}
          error={error}
          min={0}
          max={field.max}
          allowNegative={false}
          allowDecimal={field.kind === 'amount'}
          decimalScale={field.kind === 'amount' ? 4 : 0}
          thousandSeparator=","
          hideControls
          rightSection={field.unit}
          rightSectionWidth={field.unit ? 48 : undefined}
          rightSectionPointerEvents="none"
          disabled={disabled}
        />
      );
    case 'date':
      return (
        <TextInput
          type="date"
          label={label}
          description={description}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
          max={today()}
          disabled={disabled}
        />
      );
    case 'boolean':
      return (
        <Radio.Group label={label} description={description} value={typeof value === 'string' ? value : ''} onChange={onChange} error={error}>
          <Group gap="lg" mt={6}>
            <Radio value="true" label="是" disabled={disabled} />
            <Radio value="false" label="否" disabled={disabled} />
          </Group>
        </Radio.Group>
      );
    case 'dict':
      return <DictSelect {...props} label={label} />;
    case 'region':
      return (
        <RegionCascader
          label={label}
          description={description}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => onChange(next)}
          error={error}
          clearable
          disabled={disabled}
        />
      );
    case 'qualifications':
      return <ListInput {...props} label={label} data={QUALIFICATION_OPTIONS} />;
    case 'tags':
      return <TagInput {...props} label={label} />;
    case 'text':
      return (
        <TextInput
          label={label}
          description={description}
          placeholder="请输入"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
          maxLength={field.max}
          disabled={disabled}
        />
      );
  }
}

/** Every MatchFacts key, in form order. */
export const ALL_FACT_KEYS: readonly MatchFactKey[] = MATCH_FACT_FIELDS.map((field) => field.key);
