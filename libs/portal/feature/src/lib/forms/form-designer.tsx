import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SegmentedControl.css';

import { ActionIcon, Badge, Button, Checkbox, Group, Paper, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DateRangeInput } from '@qifu/widgets';
import { memo, useCallback } from 'react';

import { CHOICE_KINDS, FIELD_KINDS, FORM_LIMITS, newField, newUid, type DesignField, type DesignForm, type FieldKind } from './form-model';

/** Props of {@link FormDesigner}. */
export interface FormDesignerProps {
  value: DesignForm;
  /** Called with an update of the current form (a `useState` setter fits). */
  onChange: (update: (current: DesignForm) => DesignForm) => void;
  /** Problems by place (`validateDesign`), shown after a save attempt. */
  errors?: Record<string, string>;
  /** Read only (a published form). */
  disabled?: boolean;
}

const kindLabel = (kind: FieldKind) => FIELD_KINDS.find((k) => k.kind === kind)?.label ?? kind;

interface FieldCardProps {
  field: DesignField;
  index: number;
  count: number;
  labelError: string | undefined;
  optionsError: string | undefined;
  disabled: boolean;
  onFieldChange: (uid: string, next: DesignField) => void;
  onMove: (uid: string, delta: -1 | 1) => void;
  onRemove: (uid: string) => void;
}

/** One field's editor; memoised so that typing in one field does not re-render the others. */
const FieldCard = memo(function FieldCard({ field, index, count, labelError, optionsError, disabled, onFieldChange, onMove, onRemove }: FieldCardProps) {
  const onChange = (next: DesignField) => onFieldChange(field.uid, next);
  const n = index + 1;
  const name = field.label.trim() || `第${n}个字段`;
  const choice = CHOICE_KINDS.includes(field.kind);
  const setKind = (kind: FieldKind) => {
    const toChoice = CHOICE_KINDS.includes(kind);
    const options = toChoice ? (field.options.length > 0 ? field.options : newField(kind).options) : [];
    onChange({ ...field, kind, options });
  };
  return (
    <Paper withBorder p="md" radius="sm" component="li" aria-label={`字段${n}：${name}`} data-testid="design-field">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Badge variant="light" radius="sm">
              {n}
            </Badge>
            <SegmentedControl
              size="xs"
              value={field.kind}
              onChange={(v) => setKind(v as FieldKind)}
              data={FIELD_KINDS.map((k) => ({ value: k.kind, label: k.label }))}
              disabled={disabled}
              aria-label={`字段${n}的类型`}
            />
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={`上移：${name}`} disabled={disabled || index === 0} onClick={() => onMove(field.uid, -1)}>
              ↑
            </ActionIcon>
            <ActionIcon variant="subtle" aria-label={`下移：${name}`} disabled={disabled || index === count - 1} onClick={() => onMove(field.uid, 1)}>
              ↓
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={`删除：${name}`} disabled={disabled} onClick={() => onRemove(field.uid)}>
              ✕
            </ActionIcon>
          </Group>
        </Group>
        <TextInput
          label={`字段${n}标题`}
          placeholder={`请输入${kindLabel(field.kind)}的题目`}
          value={field.label}
          maxLength={FORM_LIMITS.label}
          onChange={(e) => onChange({ ...field, label: e.currentTarget.value })}
          error={labelError}
          disabled={disabled}
          withAsterisk
        />
        <Checkbox
          label="必填"
          checked={field.required}
          onChange={(e) => onChange({ ...field, required: e.currentTarget.checked })}
          disabled={disabled}
          aria-label={`字段${n}必填`}
        />
        {field.kind === '4' ? (
          <Text size="sm" c="dimmed">
            填写人从 1分 至 5分 中选择一项。
          </Text>
        ) : null}
        {choice ? (
          <Stack gap={6} role="group" aria-label={`字段${n}的选项`}>
            {field.options.map((option, j) => (
              <Group key={option.uid} gap="xs" wrap="nowrap">
                <TextInput
                  flex={1}
                  size="sm"
                  value={option.label}
                  maxLength={FORM_LIMITS.option}
                  aria-label={`字段${n}选项${j + 1}`}
                  onChange={(e) => {
                    const label = e.currentTarget.value;
                    onChange({ ...field, options: field.options.map((o) => (o.uid === option.uid ? { ...o, label } : o)) });
                  }}
                  disabled={disabled}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`删除字段${n}选项${j + 1}`}
                  disabled={disabled || field.options.length <= FORM_LIMITS.minOptions}
                  onClick={() => onChange({ ...field, options: field.options.filter((o) => o.uid !== option.uid) })}
                >
                  ✕
                </ActionIcon>
              </Group>
            ))}
            {optionsError ? (
              <Text size="xs" c="red" role="alert">
                {optionsError}
              </Text>
            ) : null}
            <Group>
              <Button
                variant="subtle"
                size="xs"
                disabled={disabled || field.options.length >= FORM_LIMITS.maxOptions}
                onClick={() => onChange({ ...field, options: [...field.options, { uid: newUid(), label: `选项${field.options.length + 1}` }] })}
              >
                添加选项
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
});

/** The filling window, memoised (the date pickers are the heaviest part of the form). */
const RangeField = memo(function RangeField({
  value,
  error,
  disabled,
  onChange,
}: {
  value: DesignForm['range'];
  error: string | undefined;
  disabled: boolean;
  onChange: (update: (current: DesignForm) => DesignForm) => void;
}) {
  return (
    <DateRangeInput
      label="填写时间"
      withTime
      value={value}
      onChange={(range) => onChange((current) => ({ ...current, range }))}
      error={error}
      disabled={disabled}
      withAsterisk
    />
  );
});

/**
 * The custom-form designer (/commonform, seeds 000 §2 "custom form"; 001 §2 "Dynamic form builder"):
 * title, description, filling window (`DateRangeInput` with its rules) and the fields — add one of
 * the kinds (单选题, 多选题, 填空题, 评分题), set its title, 必填 and options (2–30; 添加选项 / delete),
 * move it up or down, delete it. Controlled; errors come from `validateDesign`.
 */
export function FormDesigner({ value, onChange, errors = {}, disabled = false }: FormDesignerProps) {
  const onFieldChange = useCallback(
    (uid: string, next: DesignField) => onChange((current) => ({ ...current, fields: current.fields.map((f) => (f.uid === uid ? next : f)) })),
    [onChange],
  );
  const onMove = useCallback(
    (uid: string, delta: -1 | 1) =>
      onChange((current) => {
        const fields = [...current.fields];
        const index = fields.findIndex((f) => f.uid === uid);
        const target = index + delta;
        const [moved] = fields.splice(index, 1);
        if (!moved || index < 0 || target < 0 || target > fields.length) return current;
        fields.splice(target, 0, moved);
        return { ...current, fields };
      }),
    [onChange],
  );
  const onRemove = useCallback((uid: string) => onChange((current) => ({ ...current, fields: current.fields.filter((f) => f.uid !== uid) })), [onChange]);
  return (
    <Stack gap="md">
      <TextInput
        label="表单标题"
        value={value.title}
        maxLength={FORM_LIMITS.title}
        onChange={(e) => {
          const title = e.currentTarget.value;
          onChange((current) => ({ ...current, title }));
        }}
        error={errors['title']}
        disabled={disabled}
        withAsterisk
      />
      <Textarea
        label="表单说明"
        value={value.desc}
        maxLength={FORM_LIMITS.desc}
        autosize
        minRows={2}
        onChange={(e) => {
          const desc = e.currentTarget.value;
          onChange((current) => ({ ...current, desc }));
        }}
        disabled={disabled}
      />
      <RangeField value={value.range} error={errors['range']} disabled={disabled} onChange={onChange} />
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="表单字段">
        {value.fields.map((field, index) => (
          <FieldCard
            key={field.uid}
            field={field}
            index={index}
            count={value.fields.length}
            labelError={errors[`fields.${field.uid}`]}
            optionsError={errors[`fields.${field.uid}.options`]}
            disabled={disabled}
            onFieldChange={onFieldChange}
            onMove={onMove}
            onRemove={onRemove}
          />
        ))}
      </Stack>
      {errors['fields'] ? (
        <Text size="sm" c="red" role="alert">
          {errors['fields']}
        </Text>
      ) : null}
      {disabled ? null : (
        <Group gap="xs" role="group" aria-label="添加字段">
          {FIELD_KINDS.map((k) => (
            <Button
              key={k.kind}
              variant="light"
              size="xs"
              disabled={value.fields.length >= FORM_LIMITS.fields}
              onClick={() => onChange((current) => ({ ...current, fields: [...current.fields, newField(k.kind)] }))}
            >
              添加{k.label}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
