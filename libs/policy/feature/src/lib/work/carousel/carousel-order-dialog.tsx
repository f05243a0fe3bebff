import { ActionIcon, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { carouselListQuery, useSortCarousel, type CarouselItem } from '@qifu/policy-data-access';
import { CAROUSEL_STATUS_LABELS } from '@qifu/policy-rules';
import { QueryState, closeAfter, type EditDialogProps } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { slideImageSrc } from '../../home-blocks/home-policy-carousel';

/** Moves the item at `index` one place up (-1) or down (+1); the list is unchanged at an end. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/**
 * 调整顺序 of 轮播图管理: every slide (at most 100, in any state) in its current order; 上移 / 下移 move
 * one, 保存顺序 sends the positions 1…n (`sortCarousel`) — the order of the public carousel too.
 */
export function CarouselOrderDialog({ onClose, onSaved }: EditDialogProps) {
  const query = useQuery(carouselListQuery({ page: 1, pageSize: 100 }));
  const [moved, setMoved] = useState<CarouselItem[] | null>(null);
  const order = moved ?? query.data?.list ?? [];
  const sort = useSortCarousel({ onSuccess: closeAfter(onSaved, onClose) });
  return (
    <Modal opened onClose={onClose} title="调整顺序" size="lg" centered>
      <QueryState query={query} skeletonRows={4}>
        <Stack gap="xs" component="ol" p={0} m={0} aria-label="轮播图顺序" style={{ listStyle: 'none' }}>
          {order.map((slide, index) => (
            <Group key={slide.id} component="li" gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text size="sm" w={24} ta="right">
                  {index + 1}
                </Text>
                <Image src={slideImageSrc(slide.filePath)} alt="" w={72} h={36} radius="xs" fit="cover" />
                <Text size="sm" truncate>
                  {slide.title}（{CAROUSEL_STATUS_LABELS[slide.status]}）
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" aria-label={`上移 ${slide.title}`} disabled={index === 0} onClick={() => setMoved(moveItem(order, index, -1))}>
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`下移 ${slide.title}`}
                  disabled={index === order.length - 1}
                  onClick={() => setMoved(moveItem(order, index, 1))}
                >
                  ↓
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button loading={sort.isPending} disabled={order.length === 0} onClick={() => sort.mutate({ items: order.map((s, i) => ({ id: s.id, sort: i + 1 })) })}>
            保存顺序
          </Button>
        </Group>
      </QueryState>
    </Modal>
  );
}
