import { Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type EntExpansionField, type EntExpansionTable, expansionTablesQuery, useExpansionWrite } from '@qifu/enterprise-archive-data-access';
import { EntFieldTypeLabels, PERM } from '@qifu/sdk';
import { Can, useCan } from '@qifu/session';
import { EnableBadge, EnableToggleButton, QueryState, RowButton, useMutationFeedback } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { CompanyDataExportButton, CompanyImportDialog } from '../transfer';
import { FieldDialog, TableDialog } from './expansion-dialogs';
import { OrderedList } from './ordered-list';

/**
 * 档案扩展表 (/work/ent/expansion; seeds 001 §3 "Enterprise-archive extension", §7 /api/entExpansionTable/*,
 * /api/entExpansionTableField/*; issue 18): the extension tables of the enterprise archive (left) and the fields of
 * the chosen table (right), each in its order — drag a row onto another or use 上移 / 下移 (updateOrderData); 新增 /
 * 修改; 启用 / 停用 after confirmation. Tables and fields are never deleted: disabling hides them from the archive
 * forms and the export while the stored values are kept and come back when enabled again. For the chosen table:
 * 导入数据 (the import dialog of issue 18 "transfer", the table's own template) and 导出档案数据 (基础信息 plus its sheet).
 */
export function ExpansionPage() {
  const tables = useQuery(expansionTablesQuery(true));
  const canSave = useCan(PERM.entExpansionSave);
  const [selected, setSelected] = useState<string | null>(null);
  const [tableDialog, setTableDialog] = useState<EntExpansionTable | null | undefined>(undefined);
  const [fieldDialog, setFieldDialog] = useState<EntExpansionField | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const feedback = useMutationFeedback();
  const write = useExpansionWrite({ onSuccess: feedback });
  const list = tables.data ?? [];
  const current = list.find((t) => t.id === selected) ?? list[0] ?? null;
  return (
    <QueryState query={tables} skeletonRows={6}>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={3} size="h5">
                  扩展表
                </Title>
                <Can permission={PERM.entExpansionSave}>
                  <Button size="xs" onClick={() => setTableDialog(null)}>
                    新增扩展表
                  </Button>
                </Can>
              </Group>
              <OrderedList
                items={list}
                label="扩展表顺序"
                nameOf={(t) => t.tableName}
                selectedId={current?.id ?? null}
                {...(canSave ? { onReorder: (ids: string[]) => write.mutate({ op: 'order', body: { ids } }) } : {})}
                render={(t) => (
                  <Group gap="xs" wrap="wrap" style={{ minWidth: 0, flex: 1 }}>
                    <RowButton onClick={() => setSelected(t.id)} aria-label={`字段：${t.tableName}`} aria-pressed={current?.id === t.id}>
                      {t.tableName}
                    </RowButton>
                    {t.multiRow ? <Badge variant="light">多行</Badge> : null}
                    <EnableBadge flag={t.enableFlag} />
                    <Can permission={PERM.entExpansionSave}>
                      <RowButton onClick={() => setTableDialog(t)} aria-label={`修改：${t.tableName}`}>
                        修改
                      </RowButton>
                      <EnableToggleButton
                        flag={t.enableFlag}
                        name={t.tableName}
                        onToggle={(next) => write.mutateAsync({ op: 'tableFlag', body: { id: t.id, enableFlag: next } })}
                      />
                    </Can>
                  </Group>
                )}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md">
            {current ? (
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={3} size="h5">
                    {current.tableName}的字段
                  </Title>
                  <Group gap="xs">
                    <Can permission={PERM.entExpansionSave}>
                      <Button size="xs" onClick={() => setFieldDialog(null)}>
                        新增字段
                      </Button>
                    </Can>
                    <Can permission={PERM.entExpansionImport}>
                      <Button size="xs" variant="default" onClick={() => setImporting(true)}>
                        导入数据
                      </Button>
                    </Can>
                    <Can permission={PERM.entExpansionExport}>
                      <CompanyDataExportButton size="xs" form={{ tableIds: [current.id] }} />
                    </Can>
                  </Group>
                </Group>
                <CompanyImportDialog kind="expansion" tableId={current.id} opened={importing} onClose={() => setImporting(false)} />
                <OrderedList
                  items={current.fields ?? []}
                  label={`${current.tableName}字段顺序`}
                  nameOf={(f) => f.fieldName}
                  {...(canSave ? { onReorder: (ids: string[]) => write.mutate({ op: 'order', body: { tableId: current.id, ids } }) } : {})}
                  render={(f) => (
                    <Group gap="xs" wrap="wrap" style={{ minWidth: 0, flex: 1 }}>
                      <Text size="sm" fw={500}>
                        {f.fieldName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {f.fieldCode} · {EntFieldTypeLabels[f.fieldType]}
                        {f.required ? ' · 必填' : ''}
                      </Text>
                      <EnableBadge flag={f.enableFlag} />
                      <Can permission={PERM.entExpansionSave}>
                        <RowButton onClick={() => setFieldDialog(f)} aria-label={`修改：${f.fieldName}`}>
                          修改
                        </RowButton>
                        <EnableToggleButton
                          flag={f.enableFlag}
                          name={f.fieldName}
                          onToggle={(next) => write.mutateAsync({ op: 'fieldFlag', body: { id: f.id, enableFlag: next } })}
                        />
                      </Can>
                    </Group>
                  )}
                />
              </Stack>
            ) : (
              <Text c="dimmed">暂无扩展表，请先新增</Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      {tableDialog !== undefined ? <TableDialog row={tableDialog} onClose={() => setTableDialog(undefined)} onSaved={feedback} /> : null}
      {fieldDialog !== undefined && current ? <FieldDialog tableId={current.id} row={fieldDialog} onClose={() => setFieldDialog(undefined)} onSaved={feedback} /> : null}
    </QueryState>
  );
}
