import { Button, Group, Modal, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { useGrantRole, useSysMenuTree, useSysRoleDetail, type SysMenuNode, type SysRole } from '@qifu/sys-data-access';
import { EMPTY_TABLE_TEXT, EmptyState, ErrorState, ListSkeleton } from '@qifu/ui';
import { closeAfter, flattenTree, type EditDialogProps } from '@qifu/widgets';
import { useMemo, useState } from 'react';

import { PermissionTree } from './permission-tree';
import { RoleDataRules } from './role-data-rules';

/** The menu ids to send: the ticked ones that exist in the tree, in the tree's order. */
export function grantedMenuIds(nodes: readonly SysMenuNode[], checked: ReadonlySet<string>): string[] {
  return flattenTree(nodes)
    .map(({ node }) => node.id)
    .filter((id) => checked.has(id));
}

/** Props of {@link RoleGrantDialog}. */
export interface RoleGrantDialogProps extends EditDialogProps {
  role: SysRole;
}

/**
 * 授权 of 角色管理: tab 菜单权限 — the whole menu tree with buttons and their permission strings,
 * ticked from the role's granted `menuIds`, saved with `grantRole` (the ticked set replaces the
 * granted one); tab 数据规则 — the role's data rules (saved one by one).
 */
export function RoleGrantDialog({ role, onClose, onSaved }: RoleGrantDialogProps) {
  const detail = useSysRoleDetail(role.id);
  const tree = useSysMenuTree();
  // The user's ticks; until the first tick, the role's granted set.
  const [edited, setChecked] = useState<Set<string> | null>(null);
  const granted = useMemo(() => (detail.data ? new Set(detail.data.menuIds ?? []) : null), [detail.data]);
  const checked = edited ?? granted;
  const grant = useGrantRole({ onSuccess: closeAfter(onSaved, onClose) });

  const nodes = tree.data ?? [];
  const loading = detail.isLoading || tree.isLoading || (checked === null && !detail.isError);
  const failure = detail.error ?? tree.error;

  let menuPane;
  if (failure) {
    menuPane = (
      <ErrorState
        error={failure}
        onRetry={() => {
          void detail.refetch();
          void tree.refetch();
        }}
      />
    );
  } else if (loading || checked === null) {
    menuPane = <ListSkeleton rows={6} />;
  } else if (nodes.length === 0) {
    menuPane = <EmptyState text={EMPTY_TABLE_TEXT} />;
  } else {
    const allIds = flattenTree(nodes).map(({ node }) => node.id);
    menuPane = (
      <Stack gap="xs">
        <Group gap="xs">
          <Button size="compact-sm" variant="light" onClick={() => setChecked(new Set(allIds))}>
            全选
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => setChecked(new Set())}>
            清空
          </Button>
          <Text size="xs" c="dimmed">
            已选 {grantedMenuIds(nodes, checked).length} 项
          </Text>
        </Group>
        <ScrollArea.Autosize mah="55vh" type="auto">
          <PermissionTree nodes={nodes} checked={checked} onChange={setChecked} />
        </ScrollArea.Autosize>
      </Stack>
    );
  }

  return (
    <Modal opened onClose={() => (grant.isPending ? undefined : onClose())} title={`角色授权：${role.roleName}`} size="xl" centered>
      <Tabs defaultValue="menus" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="menus">菜单权限</Tabs.Tab>
          <Can permission={PERM.sysDataRuleList}>
            <Tabs.Tab value="rules">数据规则</Tabs.Tab>
          </Can>
        </Tabs.List>
        <Tabs.Panel value="menus">
          {menuPane}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose} disabled={grant.isPending}>
              取消
            </Button>
            <Button
              loading={grant.isPending}
              disabled={checked === null || loading || Boolean(failure)}
              onClick={() => checked && grant.mutate({ roleId: role.id, menuIds: grantedMenuIds(nodes, checked) })}
            >
              保存授权
            </Button>
          </Group>
        </Tabs.Panel>
        <Tabs.Panel value="rules">
          <RoleDataRules roleId={role.id} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
