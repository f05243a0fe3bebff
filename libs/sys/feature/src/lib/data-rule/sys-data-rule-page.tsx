import '@mantine/core/styles.layer.css';

import { Button, Select, Stack, TextInput } from '@mantine/core';
import { Can } from '@qifu/session';
import { SYS_LIST_URLS, useDeleteDataRule, useSysRoleOptions, type EnableFlag, type SysDataRule } from '@qifu/sys-data-access';
import { PagedTable, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { useState } from 'react';

import { ConfirmButton } from '../shared/confirm-button';
import { EnableBadge } from '../shared/enable-badge';
import { OPERATOR_LABELS, VALUE_TYPE_LABELS, labelOf } from '../shared/labels';
import { SearchBar } from '../shared/search-bar';
import { useFilters } from '../shared/use-filters';
import { useSysFeedback } from '../shared/use-sys-feedback';
import { DataRuleFormModal } from './data-rule-form';

/** Permission strings of the page's buttons (the `x-permission` of their operations). */
export const SYS_DATA_RULE_PERMISSIONS = { save: 'sys:dataRule:save', delete: 'sys:dataRule:delete' } as const;

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
  const [editing, setEditing] = useState<SysDataRule | 'new' | null>(null);
  const roles = useSysRoleOptions();
  const feedback = useSysFeedback([SYS_LIST_URLS.dataRule]);
  const remove = useDeleteDataRule({ onSuccess: feedback });
  const roleData = (roles.data ?? []).map((o) => ({ value: o.value ?? o.id ?? '', label: o.label })).filter((o) => o.value);

  return (
    <Stack gap="sm">
      <SearchBar onSearch={filters.search} onReset={filters.reset}>
        <Select
          label="角色"
          data={roleData}
          searchable
          clearable
          value={filters.draft.roleId}
          onChange={(value) => filters.set('roleId', value)}
        />
        <TextInput
          label="资源"
          placeholder="如 appeal:info"
          maxLength={64}
          value={filters.draft.resource}
          onChange={(event) => filters.set('resource', event.currentTarget.value)}
        />
      </SearchBar>
      <PagedTable<SysDataRule, Partial<DataRuleFilters>>
        url={SYS_LIST_URLS.dataRule}
        method="GET"
        filters={filters.applied}
        columns={COLUMNS}
        showIndex
        aria-label="数据规则列表"
        toolbar={
          <Can permission={SYS_DATA_RULE_PERMISSIONS.save}>
            <Button onClick={() => setEditing('new')}>新增规则</Button>
          </Can>
        }
        rowActions={(rule) => (
          <>
            <Can permission={SYS_DATA_RULE_PERMISSIONS.save}>
              <Button size="compact-sm" variant="subtle" onClick={() => setEditing(rule)}>
                编辑
              </Button>
            </Can>
            <Can permission={SYS_DATA_RULE_PERMISSIONS.delete}>
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
          </>
        )}
      />
      {editing ? (
        <DataRuleFormModal rule={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onSaved={feedback} />
      ) : null}
    </Stack>
  );
}
