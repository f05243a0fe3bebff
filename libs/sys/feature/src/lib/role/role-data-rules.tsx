import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { useDeleteDataRule, useSysRoleDataRules, type SysDataRule } from '@qifu/sys-data-access';
import { EMPTY_TABLE_TEXT, EmptyState } from '@qifu/ui';
import { DeleteRowButton, EnableBadge, QueryState, RowButton, useEditDialog, useMutationFeedback } from '@qifu/widgets';

import { DataRuleFormModal } from '../data-rule/data-rule-form';
import { OPERATOR_LABELS, VALUE_TYPE_LABELS } from '../shared/labels';

/**
 * The 数据规则 tab of the grant dialog: the role's data rules (row-level scopes) with 新增规则,
 * 编辑 (sys:dataRule:save) and 删除 (sys:dataRule:delete, after confirmation). Each change is
 * saved at once (`saveDataRule` / `deleteDataRule`).
 */
export function RoleDataRules({ roleId }: { roleId: string }) {
  const rules = useSysRoleDataRules(roleId);
  const editor = useEditDialog<SysDataRule>();
  const feedback = useMutationFeedback();
  const remove = useDeleteDataRule({ onSuccess: feedback });

  const list = rules.data?.list ?? [];
  const body =
    list.length === 0 ? (
      <EmptyState text={EMPTY_TABLE_TEXT} />
    ) : (
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
          {list.map((rule) => (
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
                  <Can permission={PERM.sysDataRuleSave}>
                    <RowButton onClick={() => editor.openEdit(rule)}>编辑</RowButton>
                  </Can>
                  <Can permission={PERM.sysDataRuleDelete}>
                    <DeleteRowButton message={`确定要删除规则“${rule.ruleName}”吗？`} onConfirm={() => remove.mutateAsync({ id: rule.id })} />
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
        <Can permission={PERM.sysDataRuleSave}>
          <Button size="xs" onClick={editor.openNew}>
            新增规则
          </Button>
        </Can>
      </Group>
      <QueryState query={rules} skeletonRows={3}>
        {body}
      </QueryState>
      {editor.opened ? (
        <DataRuleFormModal
          rule={editor.record}
          roleId={roleId}
          onClose={editor.close}
          onSaved={feedback}
        />
      ) : null}
    </Stack>
  );
}
