import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { userTypeLabel, useSession } from '@qifu/session';
import { EmptyState } from '@qifu/ui';
import { useRouter } from '@tanstack/react-router';

import { isExternalPath, menuLeaves } from '../layout/menu-trail';

function greeting(hour: number): string {
  if (hour < 11) return '上午好';
  if (hour < 13) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

/**
 * The workbench home, /work/home: a greeting with the user's name, type and company, and the user's
 * menu entries (from the server menu) as cards.
 */
export function WorkHomePage() {
  const { userInfo, menuList } = useSession();
  const router = useRouter();
  const entries = menuLeaves(menuList).filter((item) => item.path !== '/work/home');
  const hour = new Date().getHours();

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="sm">
        <Title order={2} size="h4">
          {greeting(hour)}，{userInfo?.name ?? ''}
        </Title>
        <Group gap="lg" mt="xs" c="dimmed" fz="sm">
          <Text size="sm">
            角色：{userTypeLabel(userInfo?.userType) || '—'}
          </Text>
          <Text size="sm">账号：{userInfo?.userName ?? '—'}</Text>
          {userInfo?.companyName ? <Text size="sm">单位：{userInfo.companyName}</Text> : null}
        </Group>
      </Card>
      <Stack gap="sm" component="section" aria-label="我的功能">
        <Title order={2} size="h5">
          我的功能
        </Title>
        {entries.length === 0 ? (
          <EmptyState />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {entries.map((item) => {
              const external = isExternalPath(item.path);
              return (
                <Card key={item.id} withBorder padding="md" radius="sm">
                  <Anchor
                    href={item.path}
                    fw={600}
                    target={external ? '_blank' : undefined}
                    rel={external ? 'noopener noreferrer' : undefined}
                    onClick={(event) => {
                      if (external || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                      event.preventDefault();
                      void router.navigate({ href: item.path });
                    }}
                  >
                    {item.title}
                  </Anchor>
                  <Text size="xs" c="dimmed" mt={4}>
                    {item.path}
                  </Text>
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
