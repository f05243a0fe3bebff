import { ActionIcon, Badge, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ApplyProjectTemplate, ApplyProjectTemplateField } from '@qifu/policy-data-access';
import { CHOICE_TYPES, FORM_FIELD_TYPE_NAMES, FORM_FIELD_TYPES, TABLE_COLUMN_TYPES, type FormFieldType } from '@qifu/validation';
import { useState, type DragEvent } from 'react';

type Field = ApplyProjectTemplateField;
type Option = NonNullable<Field['options']>[number];

/** The field types offered, in the palette's order (every type of the template format). */
export const BUILDER_FIELD_TYPES: readonly FormFieldType[] = FORM_FIELD_TYPES;

const typeData = (types: readonly FormFieldType[]) => types.map((t) => ({ value: t, label: FORM_FIELD_TYPE_NAMES[t] }));

/** A key not used at this level: `field1`, `field2` … (`col1` … for table columns). */
export function nextKey(existing: readonly { key: string }[], prefix = 'field'): string {
  const used = new Set(existing.map((f) => f.key));
  for (let n = existing.length + 1; ; n += 1) if (!used.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

/** A new field of `type` with the defaults a builder gives (two options, one column, one file). */
export function newField(type: FormFieldType, siblings: readonly { key: string }[], prefix = 'field'): Field {
  const key = nextKey(siblings, prefix);
  const base: Field = { key, label: `${FORM_FIELD_TYPE_NAMES[type]}${siblings.length + 1}`, type, required: false };
  return withTypeDefaults(base, type);
}

/** The field changed to `type`: options for choice types, columns for tables, a file limit for uploads; the rest dropped. */
export function withTypeDefaults(field: Field, type: FormFieldType): Field {
  const { options, columns, accept, limit, rules, ...rest } = field;
  void rules;
  const next: Field = { ...rest, type };
  if (CHOICE_TYPES.includes(type)) {
    next.options = options?.length ? options : [{ label: '选项1', value: '1' }, { label: '选项2', value: '2' }];
  }
  if (type === 'table') next.columns = columns?.length ? columns : [{ key: 'col1', label: '列1', type: 'input', required: false }];
  if (type === 'upload') {
    next.limit = limit ?? 1;
    if (accept) next.accept = accept;
  }
  return next;
}

/** `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = list.slice();
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

function OptionsEditor({ options, onChange, label }: { options: readonly Option[]; onChange: (o: Option[]) => void; label: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {options.map((option, i) => (
        <Group key={i} gap={4} wrap="nowrap">
          <TextInput
            size="xs"
            aria-label={`选项${i + 1}名称`}
            placeholder="选项名称"
            value={option.label}
            onChange={(e) => onChange(options.map((o, j) => (j === i ? { ...o, label: e.currentTarget.value } : o)))}
          />
          <TextInput
            size="xs"
            w={90}
            aria-label={`选项${i + 1}值`}
            placeholder="值"
            value={option.value}
            onChange={(e) => onChange(options.map((o, j) => (j === i ? { ...o, value: e.currentTarget.value } : o)))}
          />
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => onChange(options.filter((_, j) => j !== i))} disabled={options.length <= 1}>
            删除
          </Button>
        </Group>
      ))}
      <Button size="compact-xs" variant="light" w="fit-content" onClick={() => onChange([...options, { label: `选项${options.length + 1}`, value: String(options.length + 1) }])}>
        添加选项
      </Button>
    </Stack>
  );
}

/** The properties of one field (label, key, type, required, placeholder, options, columns, upload limits). */
function FieldEditor({ field, onChange, types, siblingsLabel }: { field: Field; onChange: (f: Field) => void; types: readonly FormFieldType[]; siblingsLabel: string }) {
  const isChoice = CHOICE_TYPES.includes(field.type);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="xs">
        <TextInput label="字段名称" required maxLength={100} value={field.label} onChange={(e) => onChange({ ...field, label: e.currentTarget.value })} />
        <TextInput
          label="字段键"
          description="字母开头，字母、数字或下划线"
          required
          maxLength={50}
          value={field.key}
          onChange={(e) => onChange({ ...field, key: e.currentTarget.value })}
        />
        <Select
          label="字段类型"
          data={typeData(types)}
          allowDeselect={false}
          value={field.type}
          onChange={(value) => value && onChange(withTypeDefaults(field, value as FormFieldType))}
        />
        <TextInput label="占位提示" maxLength={100} value={field.placeholder ?? ''} onChange={(e) => onChange({ ...field, placeholder: e.currentTarget.value || undefined })} />
      </SimpleGrid>
      <Switch label="必填" checked={Boolean(field.required)} onChange={(e) => onChange({ ...field, required: e.currentTarget.checked })} />
      {isChoice ? <OptionsEditor label={`${siblingsLabel}选项`} options={field.options ?? []} onChange={(options) => onChange({ ...field, options })} /> : null}
      {field.type === 'upload' ? (
        <SimpleGrid cols={2} spacing="xs">
          <TextInput
            label="允许的扩展名"
            placeholder=".pdf,.jpg"
            maxLength={100}
            value={field.accept ?? ''}
            onChange={(e) => onChange({ ...field, accept: e.currentTarget.value || undefined })}
          />
          <NumberInput label="最多文件数" min={1} max={10} allowDecimal={false} value={field.limit ?? 1} onChange={(v) => onChange({ ...field, limit: typeof v === 'number' ? v : 1 })} />
        </SimpleGrid>
      ) : null}
      {field.type === 'table' ? <ColumnsEditor columns={field.columns ?? []} onChange={(columns) => onChange({ ...field, columns })} /> : null}
    </Stack>
  );
}

/** The columns of a table field (repeating rows): each a field of {@link TABLE_COLUMN_TYPES}. */
function ColumnsEditor({ columns, onChange }: { columns: readonly Field[]; onChange: (c: Field[]) => void }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          表格列（企业可添加多行）
        </Text>
        <Button size="compact-xs" variant="light" onClick={() => onChange([...columns, newField('input', columns, 'col')])}>
          添加列
        </Button>
      </Group>
      {columns.map((column, i) => (
        <Paper key={i} withBorder p="xs" role="group" aria-label={`第${i + 1}列`}>
          <FieldEditor field={column} types={TABLE_COLUMN_TYPES} siblingsLabel="列" onChange={(c) => onChange(columns.map((x, j) => (j === i ? c : x)))} />
          <Group justify="flex-end" mt={4}>
            <Button size="compact-xs" variant="subtle" onClick={() => onChange(moveItem(columns, i, i - 1))} disabled={i === 0}>
              左移
            </Button>
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => onChange(columns.filter((_, j) => j !== i))} disabled={columns.length <= 1}>
              删除列
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** Props of {@link FormBuilder}. */
export interface FormBuilderProps {
  /** The template being built (contract `ApplyProjectTemplate`). */
  value: ApplyProjectTemplate;
  /** Called with the whole new template after every change. */
  onChange: (template: ApplyProjectTemplate) => void;
  /** A problem of the whole template (e.g. the first `validateTemplate` message), shown under the list. */
  error?: string | null;
}

/**
 * The dynamic form builder of 申报项目 (seeds 001 §2 "Dynamic form builder. Builds project application
 * templates"): it edits the template format the portal's declaration page already renders
 * (`ApplyProjectTemplate`, `@qifu/dynamic-form`). A palette adds fields of every type of the format
 * (单行文本, 多行文本, 数字, 金额, 日期, 日期范围, 下拉选择, 下拉多选, 单选, 多选, 地区, 附件上传, 表格 —
 * a table's rows repeat, its columns are edited like fields); the field list is ordered by dragging a
 * field onto another (or 上移 / 下移 from the keyboard); the selected field's label, key, type, required
 * flag, placeholder, options, columns and upload limits are edited on the right. Keys default to
 * `field1`, `field2` … (unique per level). Controlled: `value` in, the new template out.
 */
export function FormBuilder({ value, onChange, error }: FormBuilderProps) {
  const fields = value.fields;
  const [selected, setSelected] = useState(0);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const current = fields[selected];
  const setFields = (next: Field[], select?: number) => {
    onChange({ ...value, fields: next });
    if (select !== undefined) setSelected(Math.max(0, Math.min(select, next.length - 1)));
  };
  const add = (type: FormFieldType) => setFields([...fields, newField(type, fields)], fields.length);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= fields.length) return;
    setFields(moveItem(fields, from, to), to);
  };
  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const from = dragFrom ?? Number(event.dataTransfer?.getData('text/plain'));
    setDragFrom(null);
    if (Number.isInteger(from)) move(from, to);
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <Stack gap={6} role="group" aria-label="字段类型">
        <Text size="sm" fw={500}>
          添加字段
        </Text>
        <SimpleGrid cols={2} spacing={6}>
          {BUILDER_FIELD_TYPES.map((type) => (
            <Button key={type} variant="light" size="xs" onClick={() => add(type)} aria-label={`添加${FORM_FIELD_TYPE_NAMES[type]}`}>
              {FORM_FIELD_TYPE_NAMES[type]}
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap={6}>
        <Text size="sm" fw={500} id="builder-fields-title">
          申报表字段（拖动排序）
        </Text>
        <Stack gap={6} role="list" aria-labelledby="builder-fields-title">
          {fields.length === 0 ? (
            <Text size="sm" c="dimmed">
              请从左侧添加字段
            </Text>
          ) : null}
          {fields.map((field, i) => (
            <Paper
              key={`${field.key}-${i}`}
              role="listitem"
              aria-label={field.label}
              aria-current={i === selected ? 'true' : undefined}
              withBorder
              p={6}
              draggable
              style={{ cursor: 'grab', borderColor: i === selected ? 'var(--mantine-color-blue-7)' : undefined }}
              onDragStart={(event) => {
                setDragFrom(i);
                event.dataTransfer?.setData('text/plain', String(i));
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, i)}
              onClick={() => setSelected(i)}
            >
              <Group justify="space-between" wrap="nowrap" gap={4}>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={500} lineClamp={1}>
                    {i + 1}. {field.label}
                    {field.required ? (
                      <Text span c="red.8" aria-label="必填">
                        {' '}
                        *
                      </Text>
                    ) : null}
                  </Text>
                  <Badge size="sm" variant="light" color="gray.8">
                    {FORM_FIELD_TYPE_NAMES[field.type]}
                  </Badge>
                </Group>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon variant="subtle" size="sm" aria-label={`上移${field.label}`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    ↑
                  </ActionIcon>
                  <ActionIcon variant="subtle" size="sm" aria-label={`下移${field.label}`} disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}>
                    ↓
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={`删除${field.label}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      setFields(
                        fields.filter((_, j) => j !== i),
                        selected >= i ? selected - 1 : selected,
                      );
                    }}
                  >
                    ×
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
      <Stack gap={6} role="group" aria-label="字段属性">
        <Text size="sm" fw={500}>
          字段属性
        </Text>
        {current ? (
          <FieldEditor field={current} types={BUILDER_FIELD_TYPES} siblingsLabel="" onChange={(f) => setFields(fields.map((x, j) => (j === selected ? f : x)))} />
        ) : (
          <Text size="sm" c="dimmed">
            选择一个字段编辑其属性
          </Text>
        )}
      </Stack>
    </SimpleGrid>
  );
}
