import { Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { type ReactNode } from 'react';

/** Props of {@link PageTitle}. */
export interface PageTitleProps {
  /** The heading text. */
  title: ReactNode;
  /** An optional line under the heading. */
  description?: ReactNode;
  /** Heading level, 2 by default (the page's `h1` is the site name in the header). */
  order?: TitleOrder;
  /** Actions shown at the right end of the title row. */
  actions?: ReactNode;
}

/** A page heading with an optional description and actions on the right. */
export function PageTitle({ title, description, order = 2, actions }: PageTitleProps) {
  return (
    <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
      <Stack gap={4}>
        <Title order={order}>{title}</Title>
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
