import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/ActionIcon.css';

import { ActionIcon, Box, Group, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { EMPTY_TABLE_TEXT, EmptyState } from '@qifu/ui';
import { useMemo, useState, type ReactNode } from 'react';

import { MANAGEMENT_MESSAGES as M } from './messages';
import { flattenTree, type TreeLike } from './tree-utils';

/** One column of a {@link TreeTable}. */
export interface TreeColumn<Node> {
  /** Header text; also the column's key (unique within the table). */
  title: string;
  /** Width in px. */
  width?: number;
  render: (node: Node) => ReactNode;
}

/** Props of {@link TreeTable}. */
export interface TreeTableProps<Node extends TreeLike<Node>> {
  nodes: readonly Node[];
  /** The first column, indented 20 px per level, with the fold toggle (e.g. the title). */
  label: (node: Node) => ReactNode;
  /** Header of the first column. */
  labelTitle: string;
  columns: readonly TreeColumn<Node>[];
  /** Per-row actions (column 操作, 240 px). */
  rowActions?: (node: Node) => ReactNode;
  /** Accessible name of the table. */
  'aria-label': string;
}

/**
 * A tree shown as a table (menus, offices, two-level categories): the first column indented by
 * depth with a toggle (收起 / 展开, `aria-expanded`) that folds a node's descendants — everything
 * unfolded at first —, further columns and an action column; horizontal scroll below 800 px.
 * Empty: 没有你想要的数据.
 */
export function TreeTable<Node extends TreeLike<Node>>({
  nodes,
  label,
  labelTitle,
  columns,
  rowActions,
  'aria-label': ariaLabel,
}: TreeTableProps<Node>) {
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(
    () => flattenTree(nodes).filter(({ ancestors }) => !ancestors.some((id) => folded.has(id))),
    [nodes, folded],
  );
  const toggle = (id: string) =>
    setFolded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  if (nodes.length === 0) return <EmptyState text={EMPTY_TABLE_TEXT} />;

  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover withTableBorder aria-label={ariaLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{labelTitle}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.title} style={column.width ? { width: column.width } : undefined}>
                {column.title}
              </Table.Th>
            ))}
            {rowActions ? <Table.Th style={{ width: 240 }}>{M.actions}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ node, depth }) => {
            const hasChildren = (node.children?.length ?? 0) > 0;
            const isFolded = folded.has(node.id);
            return (
              <Table.Tr key={node.id}>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" pl={depth * 20}>
                    {hasChildren ? (
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        color="gray"
                        aria-expanded={!isFolded}
                        aria-label={isFolded ? M.expand : M.collapse}
                        onClick={() => toggle(node.id)}
                      >
                        {isFolded ? <IconChevronRight size={14} /> : <IconChevronDown size={14} />}
                      </ActionIcon>
                    ) : (
                      <Box w={22} />
                    )}
                    <Text size="sm" component="span">
                      {label(node)}
                    </Text>
                  </Group>
                </Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.title}>{column.render(node)}</Table.Td>
                ))}
                {rowActions ? (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {rowActions(node)}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
