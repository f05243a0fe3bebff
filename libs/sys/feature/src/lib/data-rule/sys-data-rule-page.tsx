import '@mantine/core/styles.layer.css';

import { Button, Select, Stack } from '@mantine/core';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { sysDataRuleListQuery, useDeleteDataRule, useSysRoleOptions, type EnableFlag, type SysDataRule } from '@qifu/sys-data-access';
import { type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import {
  DeleteRowButton,
  EnableBadge,
  FilteredPagedTable,
  KeywordFilter,
  RowButton,
  labelOf,
  useEditDialog,
  useFilters,
  useMutationFeedback,
} from '@qifu/widgets';

import { OPERATOR_LABELS, VALUE_TYPE_LABELS } from '../shared/labels';
import { DataRuleFormModal } from './data-rule-form';

/** Permission strings of the page's buttons (the `x-permission` of their operations). */
export const SYS_DATA_RULE_PERMISSIONS = { save: PERM.sysDataRuleSave, delete: PERM.sysDataRuleDelete } as const;

interface DataRuleFilters {
  roleId: string | null;
  resource: string;
}

const COLUMNS: TableColumn<SysDataRule>[] = [
  { key: 'ruleName', title: '规则名称', width: 160 },
  { key: 'roleName', title: '角色', width: 120 },
  { key: 'resource', title: '资源', width: 130 },
  { key: 'columnName', title: '字段名', width: 110 },
  { key: 'operator', title: '比较方式', width: 90, formatter: (value) => labelOf(OPERATOR_LABELS, value as string) },
  {
    key: 'valueType',
    title: '取值',
    formatter: (value, row) => (value === 'fixed' ? (row.ruleValue ?? '—') : labelOf(VALUE_TYPE_LABELS, value as string)),
  },
  { key: 'enableFlag', title: '状态', width: 80, align: 'center', formatter: (value) => <EnableBadge flag={value as EnableFlag} /> },
  { key: 'createTime', title: '创建时间', width: 110, formatter: (value) => formatDate(value as string) },
];

/**
 * 数据规则 (/work/sys/dataRule, seeds 001 §7 `/sys/dataRule`): the row-level scopes of the roles,
 * searched by role and resource; 新增规则 and 编辑 (sys:dataRule:save), 删除 (sys:dataRule:delete,
 * after confirmation).
 */
export function SysDataRulePage() {
  const filters = useFilters<DataRuleFilters>({ roleId: null, resource: '' });
  const editor = useEditDialog<SysDataRule>();
  const roles = useSysRoleOptions();
  const feedback = useMutationFeedback();
  const remove = useDeleteDataRule({ onSuccess: feedback });
  const roleData = (roles.data ?? []).map((o) => ({ value: o.value ?? o.id ?? '', label: o.label })).filter((o) => o.value);

  return (
    <Stack gap="sm">
      <FilteredPagedTable<SysDataRule, DataRuleFilters>
        filters={filters}
        searchFields={
          <>
            <Select label="角色" data={roleData} searchable clearable {...filters.field('roleId')} />
            <KeywordFilter label="资源" placeholder="如 appeal:info" maxLength={64} {...filters.field('resource')} />
          </>
        }
        query={sysDataRuleListQuery}
        columns={COLUMNS}
        showIndex
        aria-label="数据规则列表"
        toolbar={
          <Can permission={SYS_DATA_RULE_PERMISSIONS.save}>
            <Button onClick={editor.openNew}>新增规则</Button>
          </Can>
        }
        rowActions={(rule) => (
          <>
            <Can permission={SYS_DATA_RULE_PERMISSIONS.save}>
              <RowButton onClick={() => editor.openEdit(rule)}>编辑</RowButton>
            </Can>
            <Can permission={SYS_DATA_RULE_PERMISSIONS.delete}>
              <DeleteRowButton message={`确定要删除规则“${rule.ruleName}”吗？`} onConfirm={() => remove.mutateAsync({ id: rule.id })} />
            </Can>
          </>
        )}
      />
      {editor.opened ? (
        <DataRuleFormModal rule={editor.record} onClose={editor.close} onSaved={feedback} />
      ) : null}
    </Stack>
  );
}
