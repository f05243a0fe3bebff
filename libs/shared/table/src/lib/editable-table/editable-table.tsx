import '@mantine/core/styles.layer.css';

import { Box, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { EMPTY_TABLE_TEXT } from '@qifu/ui';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';

import { EDITABLE_TABLE_MAX_HEIGHT } from '../paged-table/paged-table.constants';
import { cellText } from '../util/get-path';
import type { EditableColumn, EditableTableProps, ValidateTrigger } from './editable-table.types';

/** Texts of the delete confirmation (the documents do not give them). */
export const DELETE_CONFIRM = {
  title: '提示',
  message: '确定删除该行吗？',
  confirm: '确定',
  cancel: '取消',
} as const;

// ---- row identity: rows may have no id, so each row object gets a number for React keys ----
const rowUids = new WeakMap<object, number>();
let lastUid = 0;

/** The stable number of a row object (assigned on first sight; idempotent). */
function uidOf(row: object): number {
  let uid = rowUids.get(row);
  if (uid === undefined) {
    lastUid += 1;
    uid = lastUid;
    rowUids.set(row, uid);
  }
  return uid;
}

/** Gives `next` (the saved copy of a row) the number of `previous`. */
function adoptUid(next: object, previous: object): void {
  rowUids.set(next, uidOf(previous));
}

/** A row in edit mode: its working copy and the messages under its fields. */
interface RowEdit<Row> {
  draft: Row;
  errors: Partial<Record<string, string>>;
  /** Added with 新增 and never saved. */
  isNew: boolean;
}

function defaultHasId(row: object): boolean {
  const id = (row as { id?: unknown }).id;
  return id !== undefined && id !== null && id !== '';
}

function fieldOf<Row extends object>(row: Row, key: string): unknown {
  return (row as Record<string, unknown>)[key];
}

function withField<Row extends object>(row: Row, key: string, value: unknown): Row {
  return { ...row, [key]: value };
}

function messageOf<Row extends object>(column: EditableColumn<Row>, row: Row): string | undefined {
  return column.validate?.(fieldOf(row, column.key), row) ?? undefined;
}

function viewText<Row extends object>(column: EditableColumn<Row>, row: Row): ReactNode {
  const value = fieldOf(row, column.key);
  if (column.render) return column.render(value, row);
  if (column.editor?.type === 'select') {
    return column.editor.options.find((option) => option.value === value)?.label ?? cellText(value);
  }
  return cellText(value);
}

interface FieldEditorProps<Row extends object> {
  column: EditableColumn<Row>;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  inputRef?: (node: HTMLInputElement | null) => void;
}

function FieldEditor<Row extends object>({ column, value, error, onChange, onBlur, inputRef }: FieldEditorProps<Row>) {
  const editor = column.editor ?? { type: 'text' as const };
  if (editor.type === 'select') {
    return (
      <Select
        ref={inputRef}
        size="xs"
        aria-label={column.title}
        data={editor.options.map((option) => ({
          value: option.value,
          label: option.label,
        }))}
        value={typeof value === 'string' ? value : value === null || value === undefined ? null : String(value)}
        placeholder={editor.placeholder ?? '请选择'}
        allowDeselect={false}
        error={error}
        withAsterisk={column.required}
        onChange={(next) => onChange(next)}
        onBlur={onBlur}
      />
    );
  }
  return (
    <TextInput
      ref={inputRef}
      size="xs"
      aria-label={column.title}
      value={cellText(value)}
      placeholder={editor.placeholder ?? `请输入${column.title}`}
      maxLength={editor.maxLength}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
    />
  );
}

interface RowActionsProps {
  editing: boolean;
  canCancel: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: () => void;
}

function RowActions({ editing, canCancel, canDelete, onEdit, onSave, onCancel, onDelete }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      {editing ? (
        <Button variant="subtle" size="compact-sm" onClick={onSave}>
          保存
        </Button>
      ) : (
        <Button variant="subtle" size="compact-sm" onClick={onEdit}>
          编辑
        </Button>
      )}
      {editing && canCancel ? (
        <Button variant="subtle" color="gray" size="compact-sm" onClick={onCancel}>
          取消
        </Button>
      ) : null}
      {canDelete ? (
        <Button variant="subtle" color="red" size="compact-sm" onClick={onDelete}>
          删除
        </Button>
      ) : null}
    </Group>
  );
}

/**
 * A generic editable table (seeds 001 §4 "Editable table rows"; §9 max height 300 px), controlled
 * by `value`/`onChange`:
 *
 * - rows are shown read-only; 编辑 puts a row in edit mode (several rows may be edited at once);
 * - 保存 applies each column's `normalize` (e.g. trim), runs every column's `validate`, shows the
 *   messages under the fields and stays in edit mode on a failure; otherwise reports the new list
 *   and leaves edit mode;
 * - 取消 (rows with an id, or every row with `cancelMode: 'always'`) drops the edits and restores
 *   the saved values; for a never-saved new row (`always`) it removes the row;
 * - 删除 only for rows without an id, after a confirmation dialog (提示 / 确定删除该行吗？ /
 *   确定 / 取消 — texts the documents do not give);
 * - 新增 appends `createRow()` in edit mode and focuses its first field.
 *
 * Edits live in the table until 保存: `value` always holds the saved rows (plus new rows with
 * their initial values); `onEditingChange` tells how many rows are in edit mode.
 */
export function EditableTable<Row extends object>(props: EditableTableProps<Row>) {
  const {
    value,
    onChange,
    columns,
    createRow,
    hasId = defaultHasId,
    cancelMode = 'withId',
    maxHeight = EDITABLE_TABLE_MAX_HEIGHT,
    addText = '新增',
    emptyText = EMPTY_TABLE_TEXT,
    readOnly = false,
    onEditingChange,
  } = props;
  const [edits, setEdits] = useState<ReadonlyMap<number, RowEdit<Row>>>(new Map());
  const [pendingDelete, setPendingDelete] = useState<Row | null>(null);
  const [focusUid, setFocusUid] = useState<number | null>(null);

  const editingCount = value.filter((row) => edits.has(uidOf(row))).length;
  const notifyEditing = useEffectEvent((count: number) => onEditingChange?.(count));
  useEffect(() => {
    notifyEditing(editingCount);
  }, [editingCount]);

  const updateEdit = (uid: number, update: (edit: RowEdit<Row>) => RowEdit<Row> | null): void => {
    setEdits((current) => {
      const edit = current.get(uid);
      if (!edit) return current;
      const next = new Map(current);
      const updated = update(edit);
      if (updated) next.set(uid, updated);
      else next.delete(uid);
      return next;
    });
  };

  const startEdit = (row: Row): void => {
    const uid = uidOf(row);
    setEdits((current) =>
      new Map(current).set(uid, {
        draft: row,
        errors: {},
        isNew: current.get(uid)?.isNew ?? false,
      }),
    );
  };

  const setField = (row: Row, column: EditableColumn<Row>, fieldValue: unknown, trigger: ValidateTrigger): void => {
    updateEdit(uidOf(row), (edit) => {
      const draft = trigger === 'change' ? withField(edit.draft, column.key, fieldValue) : edit.draft;
      const check =
        column.validateOn?.includes(trigger) || (trigger === 'change' && edit.errors[column.key] !== undefined);
      if (!check) return { ...edit, draft };
      return {
        ...edit,
        draft,
        errors: { ...edit.errors, [column.key]: messageOf(column, draft) },
      };
    });
  };

  const save = (row: Row): void => {
    const uid = uidOf(row);
    const edit = edits.get(uid);
    if (!edit) return;
    let saved = edit.draft;
    for (const column of columns) {
      if (column.normalize) saved = withField(saved, column.key, column.normalize(fieldOf(saved, column.key)));
    }
    const errors: Partial<Record<string, string>> = {};
    for (const column of columns) {
      const message = messageOf(column, saved);
      if (message) errors[column.key] = message;
    }
    if (Object.keys(errors).length > 0) {
      updateEdit(uid, (current) => ({ ...current, draft: saved, errors }));
      return;
    }
    adoptUid(saved, row);
    updateEdit(uid, () => null);
    onChange(value.map((item) => (item === row ? saved : item)));
  };

  const cancel = (row: Row): void => {
    const uid = uidOf(row);
    const edit = edits.get(uid);
    updateEdit(uid, () => null);
    if (edit?.isNew) onChange(value.filter((item) => item !== row));
  };

  const add = (): void => {
    const row = createRow();
    const uid = uidOf(row);
    setEdits((current) => new Map(current).set(uid, { draft: row, errors: {}, isNew: true }));
    setFocusUid(uid);
    onChange([...value, row]);
  };

  const confirmDelete = (): void => {
    const row = pendingDelete;
    setPendingDelete(null);
    if (!row) return;
    updateEdit(uidOf(row), () => null);
    onChange(value.filter((item) => item !== row));
  };

  const actionsWidth = 160;

  return (
    <Stack gap="xs">
      {readOnly ? null : (
        <Group>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={add}>
            {addText}
          </Button>
        </Group>
      )}
      <Box className="qifu-editable-table-scroll" style={{ maxHeight, overflow: 'auto' }}>
        <Table stickyHeader withTableBorder verticalSpacing="xs" aria-label={props['aria-label']}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} style={column.width === undefined ? undefined : { width: column.width }}>
                  {column.required ? (
                    <Text span c="red" mr={2} aria-hidden>
                      *
                    </Text>
                  ) : null}
                  {column.title}
                </Table.Th>
              ))}
              {readOnly ? null : <Table.Th style={{ width: actionsWidth }}>操作</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {value.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length + (readOnly ? 0 : 1)}>
                  <Text c="dimmed" ta="center" size="sm" py="md">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              value.map((row) => {
                const uid = uidOf(row);
                const edit = readOnly ? undefined : edits.get(uid);
                const withId = hasId(row);
                return (
                  <Table.Tr key={uid}>
                    {columns.map((column, index) => (
                      <Table.Td key={column.key} style={{ verticalAlign: 'top' }}>
                        {edit ? (
                          <FieldEditor
                            column={column}
                            value={fieldOf(edit.draft, column.key)}
                            error={edit.errors[column.key]}
                            onChange={(next) => setField(row, column, next, 'change')}
                            onBlur={() => setField(row, column, undefined, 'blur')}
                            inputRef={
                              index === 0 && focusUid === uid
                                ? (node) => {
                                    if (node) {
                                      node.focus();
                                      setFocusUid(null);
                                    }
                                  }
                                : undefined
                            }
                          />
                        ) : (
                          viewText(column, row)
                        )}
                      </Table.Td>
                    ))}
                    {readOnly ? null : (
                      <Table.Td style={{ verticalAlign: 'top' }}>
                        <RowActions
                          editing={edit !== undefined}
                          canCancel={cancelMode === 'always' || withId}
                          canDelete={!withId}
                          onEdit={() => startEdit(row)}
                          onSave={() => save(row)}
                          onCancel={() => cancel(row)}
                          onDelete={() => setPendingDelete(row)}
                        />
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </Box>
      <Modal
        opened={pendingDelete !== null}
        onClose={() => setPendingDelete(null)}
        title={DELETE_CONFIRM.title}
        centered
        size="sm"
      >
        <Text size="sm">{DELETE_CONFIRM.message}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setPendingDelete(null)}>
            {DELETE_CONFIRM.cancel}
          </Button>
          <Button color="red" onClick={confirmDelete}>
            {DELETE_CONFIRM.confirm}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
