import { Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { type ReactNode } from 'react';

/** Props of {@link PageTitle}. */
export interface PageTitleProps {
  /** The heading text. */
  title: ReactNode;
  /** An optional line under the heading. */
  description?: ReactNode;
  /** Heading level: 1 by default, the page's one `h1` (issue 14); 2 or lower inside a layout that has the `h1`. */
  order?: TitleOrder;
  /** Actions shown at the right end of the title row. */
  actions?: ReactNode;
}

/**
 * A page heading with an optional description and actions on the right. The heading looks one
 * level smaller than its order (an `h1` has the size of an `h2`), the calm size pages had before
 * the one-`h1` rule (issue 14).
 */
export function PageTitle({ title, description, order = 1, actions }: PageTitleProps) {
  return (
    <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
      <Stack gap={4}>
        <Title order={order} size={`h${Math.min(order + 1, 6)}`}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions}
    </Group>
  );
}
