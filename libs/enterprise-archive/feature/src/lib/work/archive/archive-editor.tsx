import { Alert, Badge, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import {
  archiveDetailQuery,
  archiveDictsQuery,
  businessTypeJudgementQuery,
  businessTypesQuery,
  type EntArchiveTable,
  type EntFieldValues,
  useArchiveWrite,
} from '@qifu/enterprise-archive-data-access';
import { type ArchiveValue, checkArchiveValue } from '@qifu/enterprise-archive-rules';
import { DeleteRowButton, QueryState, RowButton, useMutationFeedback } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { ArchiveFieldInput } from './archive-field-input';

type Dicts = Record<string, Array<{ label: string; value: string }>>;

/** Checks values of `fields` like the server; @returns field code → message of the wrong ones. */
function checkAll(table: EntArchiveTable, values: Record<string, ArchiveValue>, requireAll: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of table.fields) {
    const r = checkArchiveValue(f, values[f.fieldCode]);
    if ('error' in r) errors[f.fieldCode] = r.error;
    else if (requireAll && f.required && r.value === null) errors[f.fieldCode] = `${f.fieldName}不能为空`;
  }
  return errors;
}

/** Shows a stored value as text (dictionary labels, lists joined). */
function shown(value: unknown, options: Array<{ label: string; value: string }>): string {
  if (value === null || value === undefined) return '';
  const label = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  return Array.isArray(value) ? value.map((v) => label(String(v))).join('、') : label(String(value));
}

function MainTableForm({ companyId, table, dicts, canEdit }: { companyId: string; table: EntArchiveTable; dicts: Dicts; canEdit: boolean }) {
  const [values, setValues] = useState<Record<string, ArchiveValue>>(() => ({ ...(table.values ?? {}) }) as Record<string, ArchiveValue>);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const feedback = useMutationFeedback('保存成功');
  const save = useArchiveWrite({ onSuccess: feedback });
  const submit = () => {
    const found = checkAll(table, values, false);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: Record<string, ArchiveValue> = {};
    for (const f of table.fields) body[f.fieldCode] = values[f.fieldCode] ?? null;
    save.mutate({ op: 'main', body: { companyId, tableId: table.tableId, values: body as EntFieldValues } });
  };
  if (table.fields.length === 0) return <Text c="dimmed">该表暂无字段</Text>;
  return (
    <form
      aria-label={table.tableName}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {table.fields.map((f) => (
          <ArchiveFieldInput
            key={f.id}
            field={f}
            value={values[f.fieldCode]}
            options={f.dictTypeCode ? (dicts[f.dictTypeCode] ?? []) : []}
            readOnly={!canEdit}
            error={errors[f.fieldCode]}
            onChange={(v) => setValues((prev) => ({ ...prev, [f.fieldCode]: v }))}
          />
        ))}
      </SimpleGrid>
      {canEdit ? (
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={save.isPending}>
            保存{table.tableName}
          </Button>
        </Group>
      ) : null}
    </form>
  );
}

function RowDialog({
  companyId,
  table,
  dicts,
  row,
  onClose,
}: {
  companyId: string;
  table: EntArchiveTable;
  dicts: Dicts;
  row: { rowId: string; values: EntFieldValues } | null;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Record<string, ArchiveValue>>(() => ({ ...(row?.values ?? {}) }) as Record<string, ArchiveValue>);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const feedback = useMutationFeedback('保存成功');
  const save = useArchiveWrite({
    onSuccess: async (r) => {
      await feedback(r);
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={`${row ? '修改' : '新增'}${table.tableName}记录`} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const found = checkAll(table, values, true);
          setErrors(found);
          if (Object.keys(found).length > 0) return;
          save.mutate({ op: 'row', body: { companyId, tableId: table.tableId, ...(row ? { rowId: row.rowId } : {}), values: values as EntFieldValues } });
        }}
      >
        <Stack gap="sm">
          {table.fields.map((f) => (
            <ArchiveFieldInput
              key={f.id}
              field={f}
              value={values[f.fieldCode]}
              options={f.dictTypeCode ? (dicts[f.dictTypeCode] ?? []) : []}
              error={errors[f.fieldCode]}
              onChange={(v) => setValues((prev) => ({ ...prev, [f.fieldCode]: v }))}
            />
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={save.isPending}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RowsTable({ companyId, table, dicts, canEdit }: { companyId: string; table: EntArchiveTable; dicts: Dicts; canEdit: boolean }) {
  const [editing, setEditing] = useState<{ rowId: string; values: EntFieldValues } | null | undefined>(undefined);
  const feedback = useMutationFeedback('删除成功');
  const remove = useArchiveWrite({ onSuccess: feedback });
  const rows = table.rows ?? [];
  return (
    <Stack gap="sm">
      {canEdit ? (
        <Group justify="flex-end">
          <Button onClick={() => setEditing(null)}>新增记录</Button>
        </Group>
      ) : null}
      <Table.ScrollContainer minWidth={480}>
        <Table striped withTableBorder aria-label={`${table.tableName}记录`}>
          <Table.Thead>
            <Table.Tr>
              {table.fields.map((f) => (
                <Table.Th key={f.id}>{f.fieldName}</Table.Th>
              ))}
              {canEdit ? <Table.Th>操作</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={table.fields.length + 1}>
                  <Text c="dimmed" ta="center" size="sm">
                    暂无记录
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((r, i) => (
                <Table.Tr key={r.rowId}>
                  {table.fields.map((f) => (
                    <Table.Td key={f.id}>{shown(r.values[f.fieldCode], f.dictTypeCode ? (dicts[f.dictTypeCode] ?? []) : [])}</Table.Td>
                  ))}
                  {canEdit ? (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <RowButton onClick={() => setEditing(r)} aria-label={`修改第 ${i + 1} 条`}>
                          修改
                        </RowButton>
                        <DeleteRowButton
                          message={`确定要删除${table.tableName}的第 ${i + 1} 条记录吗？`}
                          aria-label={`删除第 ${i + 1} 条`}
                          onConfirm={() => remove.mutateAsync({ op: 'deleteRow', body: { companyId, tableId: table.tableId, rowId: r.rowId } })}
                        />
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing !== undefined ? <RowDialog companyId={companyId} table={table} dicts={dicts} row={editing} onClose={() => setEditing(undefined)} /> : null}
    </Stack>
  );
}

function BusinessTypeBar({ companyId, canEdit }: { companyId: string; canEdit: boolean }) {
  const judgement = useQuery(businessTypeJudgementQuery(companyId));
  const types = useQuery(businessTypesQuery());
  const [chosen, setChosen] = useState<string | null>(null);
  const feedback = useMutationFeedback('保存成功');
  const save = useArchiveWrite({ onSuccess: feedback });
  const j = judgement.data;
  if (!j) return null;
  const value = chosen ?? j.businessType ?? j.suggestedBusinessType;
  return (
    <Stack gap="xs">
      {j.needConfirm && canEdit ? (
        <Alert color="yellow" title="请确认企业业务类型">
          业务类型决定档案中显示哪些扩展表。{j.suggestedBusinessType ? '已按所属行业推荐，请确认或另选。' : '请选择。'}
        </Alert>
      ) : null}
      <Group align="flex-end" gap="sm">
        <Select
          label="业务类型"
          w={200}
          data={types.data ?? []}
          value={value}
          readOnly={!canEdit}
          onChange={(v) => setChosen(v)}
          allowDeselect={false}
        />
        {canEdit ? (
          <Button
            variant="light"
            disabled={!value || (value === j.businessType && !j.needConfirm)}
            loading={save.isPending}
            onClick={() => value && save.mutate({ op: 'businessType', body: { companyId, businessType: value } })}
          >
            确认业务类型
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

/** Props of {@link ArchiveEditor}. */
export interface ArchiveEditorProps {
  /** The enterprise whose archive is shown. */
  companyId: string;
  /** Whether the caller may change it (permission ent:archive:edit). */
  canEdit: boolean;
}

/**
 * One enterprise's archive (seeds 001 §3 "Enterprise-archive extension", §7 queryEntArchiveDetail; issue 18): the basic
 * data with the completeness badge (信息完整 / 信息不完整), the business type (confirmed or chosen first, it selects the
 * tables), then one tab per enabled extension table in the configured order — a single-row table as a form saved with
 * 保存…, a multi-row table as records with 新增记录 / 修改 / 删除 (after confirmation). Used by 企业档案 (staff) and
 * 我的 › 企业档案 (the enterprise). Loading, error and empty states come from the query.
 */
export function ArchiveEditor({ companyId, canEdit }: ArchiveEditorProps) {
  const detail = useQuery(archiveDetailQuery(companyId));
  const dicts = useQuery(archiveDictsQuery());
  const [tab, setTab] = useState<string | null>(null);
  const data = detail.data;
  const tables = data?.tables ?? [];
  const active = tab && tables.some((t) => t.tableId === tab) ? tab : (tables[0]?.tableId ?? null);
  return (
    <QueryState query={detail} skeletonRows={6}>
      {data ? (
        <Stack gap="md">
          <Paper withBorder p="md">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={2}>
                <Title order={3} size="h4">
                  {data.company.companyName}
                </Title>
                <Text size="sm" c="dimmed">
                  统一社会信用代码：{data.company.creditCode}
                  {data.company.streetName ? `　所属乡镇（街道）：${data.company.streetName}` : ''}
                </Text>
              </Stack>
              <Badge color={data.wholeInfo ? 'green' : 'orange'} variant="light" size="lg">
                {data.wholeInfo ? '信息完整' : '信息不完整'}
              </Badge>
            </Group>
          </Paper>
          <BusinessTypeBar companyId={companyId} canEdit={canEdit} />
          {tables.length === 0 ? (
            <Text c="dimmed">暂无适用的档案扩展表</Text>
          ) : (
            <Tabs value={active} onChange={setTab} keepMounted={false}>
              <Tabs.List>
                {tables.map((t) => (
                  <Tabs.Tab key={t.tableId} value={t.tableId}>
                    {t.tableName}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {tables.map((t) => (
                <Tabs.Panel key={t.tableId} value={t.tableId} pt="md">
                  {t.multiRow ? (
                    <RowsTable companyId={companyId} table={t} dicts={dicts.data ?? {}} canEdit={canEdit} />
                  ) : (
                    <MainTableForm key={`${t.tableId}:${detail.dataUpdatedAt}`} companyId={companyId} table={t} dicts={dicts.data ?? {}} canEdit={canEdit} />
                  )}
                </Tabs.Panel>
              ))}
            </Tabs>
          )}
        </Stack>
      ) : null}
    </QueryState>
  );
}
