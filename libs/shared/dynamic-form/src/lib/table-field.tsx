import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';

import { Button, Input, Table, Text } from '@mantine/core';
import { type UseFormReturnType } from '@mantine/form';
import { FORM_TEMPLATE_LIMITS, type FormTemplateField } from '@qifu/validation';
import { useEffect, useId, useRef, type ReactNode } from 'react';

import { ROW_KEY, toRowValues, type FormRowValues, type FormValues } from './form-values';
import { DYNAMIC_FORM_MESSAGES as M } from './messages';

const NO_COLUMNS: readonly FormTemplateField[] = [];

/** Props of {@link TableField}. */
export interface TableFieldProps {
  /** A `table` field with its `columns`. */
  field: FormTemplateField;
  form: UseFormReturnType<FormValues>;
  /** Renders the input of one cell (`path` = `devices.0.deviceName`, `name` = its accessible name). */
  renderCell: (column: FormTemplateField, path: string, name: string) => ReactNode;
  disabled?: boolean;
}

/**
 * A repeating-rows field: a table with the column labels as headers (required columns marked *),
 * one input per cell, 删除 per row and 新增一行 below (at most 50 rows; the new row's first input
 * gets focus). The field's own message (请添加{label}, row counts) shows under the table; cell
 * messages under their cells. The wrapper carries `data-field-path`.
 */
export function TableField({ field, form, renderCell, disabled = false }: TableFieldProps) {
  const path = field.key;
  const columns = field.columns ?? NO_COLUMNS;
  const rows = (Array.isArray(form.values[path]) ? form.values[path] : []) as FormRowValues[];
  const labelId = useId();
  const holder = useRef<HTMLDivElement>(null);
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    const index = focusRow.current;
    if (index === null) return;
    focusRow.current = null;
    const first = columns[0];
    if (!first) return;
    holder.current
      ?.querySelector<HTMLElement>(`[data-field-path="${path}.${index}.${first.key}"]`)
      ?.querySelector<HTMLElement>('input:not([type="hidden"]):not([type="file"]), textarea, button')
      ?.focus();
  }, [rows.length, columns, path]);

  const add = () => {
    focusRow.current = rows.length;
    form.insertListItem(path, toRowValues(field));
    form.clearFieldError(path);
  };
  const remove = (index: number) => {
    form.removeListItem(path, index);
    form.clearFieldError(path);
  };

  return (
    <div data-field-path={path} ref={holder}>
      <Input.Wrapper id={labelId} labelElement="div" label={field.label} withAsterisk={field.required === true} error={form.errors[path] as ReactNode}>
        <Table.ScrollContainer minWidth={Math.max(480, columns.length * 200 + 140)} mt={4}>
          <Table withTableBorder withColumnBorders aria-labelledby={`${labelId}-label`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={56}>{M.rowNumber}</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.key}>
                    {column.required ? (
                      <Text span c="red" aria-hidden>
                        *{' '}
                      </Text>
                    ) : null}
                    {column.label}
                  </Table.Th>
                ))}
                {disabled ? null : <Table.Th w={80}>{M.actions}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length + 2}>
                    <Text size="sm" c="dimmed" ta="center">
                      {M.noRows}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((row, index) => (
                  <Table.Tr key={row[ROW_KEY]}>
                    <Table.Td>{index + 1}</Table.Td>
                    {columns.map((column) => (
                      <Table.Td key={column.key} style={{ verticalAlign: 'top' }}>
                        {renderCell(column, `${path}.${index}.${column.key}`, M.cellName(column.label, index + 1))}
                      </Table.Td>
                    ))}
                    {disabled ? null : (
                      <Table.Td>
                        <Button variant="subtle" color="red" size="xs" aria-label={M.removeRowName(index + 1)} onClick={() => remove(index)}>
                          {M.removeRow}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {disabled ? null : (
          <Button variant="default" size="xs" mt="xs" onClick={add} disabled={rows.length >= FORM_TEMPLATE_LIMITS.rows}>
            {M.addRow}
          </Button>
        )}
      </Input.Wrapper>
    </div>
  );
}
