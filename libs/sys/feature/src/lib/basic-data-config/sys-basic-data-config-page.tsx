import '@mantine/core/styles.layer.css';

import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import {
  useChangeBasicDataConfigEnabled,
  useDeleteBasicDataConfig,
  useSysBasicDataConfigs,
  type SysBasicDataConfig,
  type SysBasicDataConfigType,
} from '@qifu/sys-data-access';
import {
  DeleteRowButton,
  EnableBadge,
  EnableToggleButton,
  QueryState,
  RowButton,
  TreeTable,
  treeOfParentIds,
  useMutationFeedback,
  type TreeColumn,
  type TreeNodeOf,
} from '@qifu/widgets';
import { useMemo, useState } from 'react';

import { BASIC_DATA_CONFIG_TYPE_LABELS } from '../shared/labels';
import { BasicDataConfigFormModal, SERVICE_CATEGORY, ServiceSettingsModal } from './basic-data-config-forms';

/** Permission strings of the page's buttons (the `x-permission` of their operations). */
export const SYS_BASIC_DATA_CONFIG_PERMISSIONS = {
  save: PERM.sysBasicDataConfigSave,
  delete: PERM.sysBasicDataConfigDelete,
} as const;

/** An entry with its children (service categories: two levels). */
type ConfigNode = TreeNodeOf<SysBasicDataConfig>;

type Editing = { entry?: SysBasicDataConfig; parentId?: string | null } | null;

function ConfigList({ configType }: { configType: SysBasicDataConfigType }) {
  const configs = useSysBasicDataConfigs(configType);
  const tree = useMemo(() => treeOfParentIds(configs.data ?? []), [configs.data]);
  const [editing, setEditing] = useState<Editing>(null);
  const [servicing, setServicing] = useState<SysBasicDataConfig | null>(null);
  const feedback = useMutationFeedback();
  const changeEnabled = useChangeBasicDataConfigEnabled({ onSuccess: feedback });
  const remove = useDeleteBasicDataConfig({ onSuccess: feedback });
  const isService = configType === SERVICE_CATEGORY;
  const label = BASIC_DATA_CONFIG_TYPE_LABELS[configType];

  const columns: TreeColumn<ConfigNode>[] = [
    { title: '编码', width: 120, render: (node) => node.configCode || '—' },
    { title: '排序', width: 60, render: (node) => node.sort },
    { title: '状态', width: 80, render: (node) => <EnableBadge flag={node.enableFlag} /> },
  ];
  if (isService) {
    columns.push(
      { title: '承办部门', width: 180, render: (node) => node.dealOfficeName || '—' },
      { title: '服务说明', render: (node) => node.serviceDesc || '—' },
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {isService ? '服务类别分两级，停用的类别不在门户的诉求表单中出现。' : `停用的${label}不在下拉选项中出现。`}
        </Text>
        <Can permission={SYS_BASIC_DATA_CONFIG_PERMISSIONS.save}>
          <Button onClick={() => setEditing({ parentId: null })}>新增{label}</Button>
        </Can>
      </Group>
      <QueryState query={configs}>
        <TreeTable<ConfigNode>
          aria-label={`${label}列表`}
          nodes={tree}
          labelTitle="名称"
          label={(node) => node.configName}
          columns={columns}
          rowActions={(node) => (
            <>
              <Can permission={SYS_BASIC_DATA_CONFIG_PERMISSIONS.save}>
                {isService && node.parentId === null ? (
                  <RowButton onClick={() => setEditing({ parentId: node.id })}>新增下级</RowButton>
                ) : null}
                <RowButton onClick={() => setEditing({ entry: node })}>编辑</RowButton>
                {isService ? <RowButton onClick={() => setServicing(node)}>服务设置</RowButton> : null}
                <EnableToggleButton
                  flag={node.enableFlag}
                  name={node.configName}
                  onToggle={(enableFlag) => changeEnabled.mutateAsync({ id: node.id, enableFlag })}
                />
              </Can>
              <Can permission={SYS_BASIC_DATA_CONFIG_PERMISSIONS.delete}>
                <DeleteRowButton message={`确定要删除“${node.configName}”吗？`} onConfirm={() => remove.mutateAsync({ id: node.id })} />
              </Can>
            </>
          )}
        />
      </QueryState>
      {editing ? (
        <BasicDataConfigFormModal
          configType={configType}
          parents={tree.filter((node) => node.parentId === null)}
          entry={editing.entry}
          parentId={editing.parentId}
          onClose={() => setEditing(null)}
          onSaved={feedback}
        />
      ) : null}
      {servicing ? <ServiceSettingsModal entry={servicing} onClose={() => setServicing(null)} onSaved={feedback} /> : null}
    </Stack>
  );
}

/**
 * 基础数据配置 (/work/sys/basicDataConfig, seeds 001 §3 enterprise-archive extension "basic-data
 * configs by type with an enable flag … appeal class, appeal source and dealOffice", §7
 * `/sys/basicDataConfig`): one tab per type — 诉求分类, 诉求来源, 服务类别 (a two-level cascade
 * with each category's 承办部门 and 服务说明) — with 新增, 编辑, 启用/停用, 服务设置
 * (sys:basicDataConfig:save) and 删除 (sys:basicDataConfig:delete).
 */
export function SysBasicDataConfigPage() {
  const types = Object.keys(BASIC_DATA_CONFIG_TYPE_LABELS) as SysBasicDataConfigType[];
  return (
    <Tabs defaultValue="1" keepMounted={false}>
      <Tabs.List mb="sm">
        {types.map((type) => (
          <Tabs.Tab key={type} value={type}>
            {BASIC_DATA_CONFIG_TYPE_LABELS[type]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {types.map((type) => (
        <Tabs.Panel key={type} value={type}>
          <ConfigList configType={type} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
