import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { Can } from '@qifu/session';
import { SYS_LIST_URLS, useDeleteDataRule, useSysRoleDataRules, type SysDataRule } from '@qifu/sys-data-access';
import { EMPTY_TABLE_TEXT, EmptyState, ErrorState, ListSkeleton } from '@qifu/ui';
import { useState } from 'react';

import { DataRuleFormModal } from '../data-rule/data-rule-form';
import { ConfirmButton } from '../shared/confirm-button';
import { EnableBadge } from '../shared/enable-badge';
import { OPERATOR_LABELS, VALUE_TYPE_LABELS } from '../shared/labels';
import { useSysFeedback } from '../shared/use-sys-feedback';

/**
 * The 数据规则 tab of the grant dialog: the role's data rules (row-level scopes) with 新增规则,
 * 编辑 (sys:dataRule:save) and 删除 (sys:dataRule:delete, after confirmation). Each change is
 * saved at once (`saveDataRule` / `deleteDataRule`).
 */
export function RoleDataRules({ roleId }: { roleId: string }) {
  const rules = useSysRoleDataRules(roleId);
  const [editing, setEditing] = useState<SysDataRule | 'new' | null>(null);
  const feedback = useSysFeedback([SYS_LIST_URLS.dataRule]);
  const remove = useDeleteDataRule({ onSuccess: feedback });

  let body;
  if (rules.isLoading) body = <ListSkeleton rows={3} />;
  else if (rules.isError) body = <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />;
  else if ((rules.data?.list.length ?? 0) === 0) body = <EmptyState text={EMPTY_TABLE_TEXT} />;
  else
    body = (
      <Table withTableBorder striped aria-label="数据规则">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>规则名称</Table.Th>
            <Table.Th>资源</Table.Th>
            <Table.Th>条件</Table.Th>
            <Table.Th>状态</Table.Th>
            <Table.Th>操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.data?.list.map((rule) => (
            <Table.Tr key={rule.id}>
              <Table.Td>{rule.ruleName}</Table.Td>
              <Table.Td>{rule.resource}</Table.Td>
              <Table.Td>
                {rule.columnName} {OPERATOR_LABELS[rule.operator]}{' '}
                {rule.valueType === 'fixed' ? rule.ruleValue : VALUE_TYPE_LABELS[rule.valueType]}
              </Table.Td>
              <Table.Td>
                <EnableBadge flag={rule.enableFlag} />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Can permission="sys:dataRule:save">
                    <Button size="compact-sm" variant="subtle" onClick={() => setEditing(rule)}>
                      编辑
                    </Button>
                  </Can>
                  <Can permission="sys:dataRule:delete">
                    <ConfirmButton
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      message={`确定要删除规则“${rule.ruleName}”吗？`}
                      onConfirm={() => remove.mutateAsync({ id: rule.id })}
                    >
                      删除
                    </ConfirmButton>
                  </Can>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          同一角色在同一资源上的规则同时满足；不同角色之间任一满足即可；没有规则的资源不限制。
        </Text>
        <Can permission="sys:dataRule:save">
          <Button size="xs" onClick={() => setEditing('new')}>
            新增规则
          </Button>
        </Can>
      </Group>
      {body}
      {editing ? (
        <DataRuleFormModal
          rule={editing === 'new' ? undefined : editing}
          roleId={roleId}
          onClose={() => setEditing(null)}
          onSaved={feedback}
        />
      ) : null}
    </Stack>
  );
}
