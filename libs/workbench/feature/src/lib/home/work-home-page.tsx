import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';
import { Anchor, Card, Group, Skeleton, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type MenuItem } from '@qifu/sdk';
import { userTypeLabel, useSession } from '@qifu/session';
import { EmptyState, ErrorState } from '@qifu/ui';
import { chinaHour } from '@qifu/util';
import { useWorkTodoCount, type WorkTodo } from '@qifu/workbench-data-access';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode } from 'react';

import { isExternalPath, menuLeaves, menuTrail } from '../layout/menu-trail';

function greeting(hour: number): string {
  if (hour < 11) return '上午好';
  if (hour < 13) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

/** A menu page's names: the page's title and its catalog's (`''` for a top-level page). */
interface PageNames {
  title: string;
  catalog: string;
}

/** The names of the menu page at `path` (from the user's menu), or `undefined` when the menu lacks it. */
function pageNames(menuList: readonly MenuItem[], path: string): PageNames | undefined {
  const trail = menuTrail(menuList, path);
  const page = trail.at(-1);
  if (!page || page.path !== path) return undefined;
  return { title: page.title, catalog: trail.length > 1 ? (trail.at(-2)?.title ?? '') : '' };
}

/** A link to a menu address: inside the app through the router, external ones in a new tab. */
function MenuLink({ path, children }: { path: string; children: ReactNode }) {
  const router = useRouter();
  const external = isExternalPath(path);
  return (
    <Anchor
      href={path}
      fw={600}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      onClick={(event) => {
        if (external || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void router.navigate({ href: path });
      }}
    >
      {children}
    </Anchor>
  );
}

/** A to-do counter joined with the names of its page in the user's menu. */
interface TodoCard extends WorkTodo, PageNames {}

/**
 * The 我的待办 block: one card per counter whose page is in the user's menu — catalog, page name
 * (a link to the page), the count and what it counts (待审核申报 …). Counters whose page is not in
 * the menu (not built yet, or hidden by an administrator) are left out. Loading placeholders; an
 * error with 重新加载.
 */
function TodoSection() {
  const { menuList } = useSession();
  const todos = useWorkTodoCount();
  const cards: TodoCard[] = (todos.data ?? []).flatMap((todo) => {
    const names = pageNames(menuList, todo.path);
    return names ? [{ ...todo, ...names }] : [];
  });

  let body: ReactNode;
  if (todos.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" aria-busy="true" role="status" aria-label="加载中">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={96} radius="sm" />
        ))}
      </SimpleGrid>
    );
  } else if (todos.isError) {
    body = <ErrorState error={todos.error} title="待办加载失败" onRetry={() => void todos.refetch()} />;
  } else if (cards.length === 0) {
    body = <EmptyState text="暂无待办事项" />;
  } else {
    body = (
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {cards.map((card) => (
          <Card key={card.todoType} component="li" withBorder padding="md" radius="sm" aria-label={`${card.title}：${card.todoName} ${card.count}`}>
            {card.catalog ? (
              <Text size="xs" c="dimmed">
                {card.catalog}
              </Text>
            ) : null}
            <MenuLink path={card.path}>{card.title}</MenuLink>
            <Group gap={6} align="baseline" mt={6}>
              <Text fz={28} fw={700} lh={1} c={card.count > 0 ? 'orange.7' : 'dimmed'}>
                {card.count}
              </Text>
              <Text size="sm" c="dimmed">
                {card.todoName}
              </Text>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-label="我的待办">
      <Title order={2} size="h5">
        我的待办
      </Title>
      {body}
    </Stack>
  );
}

/**
 * The workbench home, /work/home (issue 12 Part A §5): a greeting with the user's name, type and
 * company; 我的待办 — the to-do counters of the pages the user may list (consultations to answer,
 * declarations and listings to review, technology items to review, users waiting for a human,
 * feedback to handle; `getWorkTodoCount`), each named after its page in the menu and linking to
 * it; and 我的功能 — the user's menu pages by name with their catalog.
 */
export function WorkHomePage() {
  const { userInfo, menuList } = useSession();
  const entries = menuLeaves(menuList).filter((item) => item.path !== '/work/home');
  const hour = chinaHour();

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="sm">
        <Title order={2} size="h4">
          {greeting(hour)}，{userInfo?.name ?? ''}
        </Title>
        <Group gap="lg" mt="xs" c="dimmed" fz="sm">
          <Text size="sm">角色：{userTypeLabel(userInfo?.userType) || '—'}</Text>
          <Text size="sm">账号：{userInfo?.userName ?? '—'}</Text>
          {userInfo?.companyName ? <Text size="sm">单位：{userInfo.companyName}</Text> : null}
        </Group>
      </Card>
      <TodoSection />
      <Stack gap="sm" component="section" aria-label="我的功能">
        <Title order={2} size="h5">
          我的功能
        </Title>
        {entries.length === 0 ? (
          <EmptyState />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {entries.map((item) => {
              const catalog = pageNames(menuList, item.path)?.catalog;
              return (
                <Card key={item.id} withBorder padding="md" radius="sm">
                  {catalog ? (
                    <Text size="xs" c="dimmed" mb={2}>
                      {catalog}
                    </Text>
                  ) : null}
                  <MenuLink path={item.path}>{item.title}</MenuLink>
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
