import { Stack, Text, Title } from '@mantine/core';
import { type ReactNode } from 'react';

/** Props of {@link ComingSoon}. */
export interface ComingSoonProps {
  /** Title; 功能研发中 by default (seeds 001 §2, §8). */
  title?: ReactNode;
  /** Text; 敬请期待~ by default. */
  text?: ReactNode;
  /** An image or icon above the title. */
  icon?: ReactNode;
  /** Minimum height in px; default 320. */
  minHeight?: number;
}

/** The coming-soon placeholder (seeds 001 §2 "Coming-soon placeholder", §8 "Placeholder screen"). */
export function ComingSoon({ title = '功能研发中', text = '敬请期待~', icon, minHeight = 320 }: ComingSoonProps) {
  return (
    <Stack align="center" justify="center" gap="xs" mih={minHeight} role="status">
      {icon}
      <Title order={3} fw={500}>
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
    </Stack>
  );
}
