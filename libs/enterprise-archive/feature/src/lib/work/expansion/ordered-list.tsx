import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/** Moves the item at `from` to position `to` (both 0-based); other items keep their relative order. */
export function moveTo<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Props of {@link OrderedList}. */
export interface OrderedListProps<T extends { id: string }> {
  items: readonly T[];
  /** Accessible name of the list (e.g. 扩展表顺序). */
  label: string;
  /** The item's name (for 上移 … / 下移 … labels). */
  nameOf: (item: T) => string;
  /** The row's content. */
  render: (item: T) => ReactNode;
  /** Called with the ids in the new order (after a drag or 上移/下移); disabled when absent (no permission). */
  onReorder?: (ids: string[]) => void;
  /** The selected item (highlighted). */
  selectedId?: string | null;
}

/**
 * An ordered list whose order the user changes by dragging a row onto another (mouse) or with the 上移 / 下移 buttons
 * (keyboard and touch); each change reports the whole new order (updateOrderData: orderNum 1, 2, 3 …).
 */
export function OrderedList<T extends { id: string }>({ items, label, nameOf, render, onReorder, selectedId }: OrderedListProps<T>) {
  const [dragging, setDragging] = useState<number | null>(null);
  const reorder = (from: number, to: number) => onReorder?.(moveTo(items, from, to).map((i) => i.id));
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        暂无数据
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ol" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {items.map((item, index) => (
        <Paper
          key={item.id}
          component="li"
          withBorder
          p="xs"
          bg={selectedId === item.id ? 'var(--mantine-color-blue-light)' : undefined}
          draggable={Boolean(onReorder)}
          onDragStart={() => setDragging(index)}
          onDragOver={(e) => {
            if (dragging !== null) e.preventDefault();
          }}
          onDrop={(e) => {
            e.preventDefault();
            if (dragging !== null) reorder(dragging, index);
            setDragging(null);
          }}
          onDragEnd={() => setDragging(null)}
          style={{ cursor: onReorder ? 'grab' : undefined }}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" w={20} ta="right" c="dimmed">
                {index + 1}
              </Text>
              {render(item)}
            </Group>
            {onReorder ? (
              <Group gap={2} wrap="nowrap">
                <ActionIcon variant="subtle" aria-label={`上移 ${nameOf(item)}`} disabled={index === 0} onClick={() => reorder(index, index - 1)}>
                  ↑
                </ActionIcon>
                <ActionIcon variant="subtle" aria-label={`下移 ${nameOf(item)}`} disabled={index === items.length - 1} onClick={() => reorder(index, index + 1)}>
                  ↓
                </ActionIcon>
              </Group>
            ) : null}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
