import { ActionIcon, Badge, Box, Checkbox, Code, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { type SysMenuNode } from '@qifu/sys-data-access';
import { flattenTree, subtreeIds } from '@qifu/widgets';
import { useState } from 'react';

import { MENU_TYPE_LABELS } from '../shared/labels';

/**
 * The granted set after ticking `node`: the node with all its descendants (a menu with its
 * buttons) and its ancestors (a granted child implies its parent menu, as on the server).
 */
export function checkNode(checked: ReadonlySet<string>, nodes: readonly SysMenuNode[], node: SysMenuNode): Set<string> {
  const ancestors = flattenTree(nodes).find((row) => row.node.id === node.id)?.ancestors ?? [];
  return new Set([...checked, ...subtreeIds(node), ...ancestors]);
}

/** The granted set after unticking `node`: the node and all its descendants removed; ancestors stay. */
export function uncheckNode(checked: ReadonlySet<string>, node: SysMenuNode): Set<string> {
  const removed = new Set(subtreeIds(node));
  return new Set([...checked].filter((id) => !removed.has(id)));
}

/** Props of {@link PermissionTree}. */
export interface PermissionTreeProps {
  nodes: readonly SysMenuNode[];
  checked: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

function TreeNode({ node, nodes, checked, onChange, depth }: PermissionTreeProps & { node: SysMenuNode; depth: number }) {
  const [open, setOpen] = useState(true);
  const hasChildren = node.children.length > 0;
  const isChecked = checked.has(node.id);
  const someBelow = !isChecked && subtreeIds(node).some((id) => checked.has(id));
  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      <Group gap={6} wrap="nowrap" pl={depth * 24} py={2}>
        {hasChildren ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-expanded={open}
            aria-label={`${open ? '收起' : '展开'}：${node.title}`}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          </ActionIcon>
        ) : (
          <Box w={22} />
        )}
        <Checkbox
          checked={isChecked}
          indeterminate={someBelow}
          onChange={(event) =>
            onChange(event.currentTarget.checked ? checkNode(checked, nodes, node) : uncheckNode(checked, node))
          }
          label={
            <Group gap={6} wrap="nowrap" component="span">
              <Text span size="sm">
                {node.title}
              </Text>
              <Badge size="xs" variant="light" color={node.menuType === 'button' ? 'grape' : 'blue'} component="span">
                {MENU_TYPE_LABELS[node.menuType] ?? node.menuType}
              </Badge>
              {node.permission ? (
                <Code fz="xs" component="span">
                  {node.permission}
                </Code>
              ) : null}
            </Group>
          }
        />
      </Group>
      {hasChildren && open ? (
        <Box component="ul" p={0} m={0}>
          {node.children.map((child) => (
            <TreeNode key={child.id} node={child} nodes={nodes} checked={checked} onChange={onChange} depth={depth + 1} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * The grant tree of 角色管理 (seeds 000 §6 "Menus and permissions are delivered by the server"):
 * every menu and button with a checkbox, its type and its permission string. Ticking a menu ticks
 * its buttons and sub-menus and its parents; unticking removes it with everything below. A menu
 * may thus be granted without some (or any) of its buttons.
 */
export function PermissionTree({ nodes, checked, onChange }: PermissionTreeProps) {
  return (
    <Stack gap={0} component="ul" p={0} m={0} aria-label="菜单与按钮权限">
      {nodes.map((node) => (
        <TreeNode key={node.id} node={node} nodes={nodes} checked={checked} onChange={onChange} depth={0} />
      ))}
    </Stack>
  );
}
