import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import { AppShell, Anchor, Breadcrumbs, Burger, Button, Group, NavLink, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type MenuItem } from '@qifu/sdk';
import { logout, sessionStore, tokenAtom, userTypeLabel, useSession } from '@qifu/session';
import { UploadConfigProvider } from '@qifu/widgets';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { type MouseEvent, type ReactNode } from 'react';

import { isExternalPath, menuTrail } from './menu-trail';

/** The access token for the uploaders of the workbench pages (`UploadConfigProvider`). */
const getToken = () => sessionStore.get(tokenAtom);

/** Sidebar width of seeds 000 §9: 210 px. */
export const SIDEBAR_WIDTH = 210;
/** Header height in px. */
export const HEADER_HEIGHT = 56;

function useInAppClick(path: string, onNavigate?: () => void) {
  const router = useRouter();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    void router.navigate({ href: path });
  };
}

function MenuEntry({ item, pathname, onNavigate }: { item: MenuItem; pathname: string; onNavigate: () => void }) {
  const onClick = useInAppClick(item.path, onNavigate);
  const children = [...item.children].sort((a, b) => a.sort - b.sort);
  if (children.length > 0) {
    const containsActive = menuTrail(children, pathname).length > 0;
    return (
      <NavLink label={item.title} defaultOpened={containsActive} childrenOffset={16} active={containsActive} variant="subtle">
        {children.map((child) => (
          <MenuEntry key={child.id} item={child} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }
  if (isExternalPath(item.path)) {
    return <NavLink component="a" href={item.path} target="_blank" rel="noopener noreferrer" label={item.title} />;
  }
  const active = item.path === pathname;
  return (
    <NavLink
      component="a"
      href={item.path}
      label={item.title}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    />
  );
}

/** Props of {@link WorkbenchLayout}. */
export interface WorkbenchLayoutProps {
  /** Page content; the route's `<Outlet/>` when omitted. */
  children?: ReactNode;
}

/**
 * The workbench shell of /work/* (seeds 000 §2, §6, §9): a Mantine AppShell with a 210 px sidebar
 * built from the server menu (`menuList`: title, path, children), a breadcrumb — 工作台 then the
 * menu trail of the page (catalog › page, from `menuTrail`; a page below a menu page adds its route
 * title), the current one marked `aria-current="page"` — and the page title (`h1`: the menu
 * entry's title, else the route's loader `title` or `staticData.title`), and a header with the user's name, 返回门户
 * and 退出登录. The page gets the upload token (`UploadConfigProvider`) for the shared uploaders.
 */
export function WorkbenchLayout({ children }: WorkbenchLayoutProps) {
  const { menuList, userInfo } = useSession();
  const router = useRouter();
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const routeTitle = useRouterState({
    select: (state) => {
      // A workbench page's loader may give its title (pages the menu does not name), else the route's static title.
      for (const match of [...state.matches].reverse()) {
        const loaded = (match.loaderData as { title?: unknown } | undefined)?.title;
        if (typeof loaded === 'string' && loaded) return loaded;
        if (match.staticData.title) return match.staticData.title;
      }
      return undefined;
    },
  });
  const trail = menuTrail(menuList, pathname);
  const leaf = trail.at(-1);
  // A page below a menu page (not itself in the menu) adds its own route title to the trail.
  const subPageTitle = leaf && leaf.path !== pathname && routeTitle && routeTitle !== leaf.title ? routeTitle : undefined;
  const pageTitle = subPageTitle ?? leaf?.title ?? routeTitle ?? '工作台';
  const crumbs = [
    ...trail.filter((item) => item.path !== '/work/home').map((item) => ({ key: item.id, title: item.title })),
    ...(subPageTitle ? [{ key: 'sub-page', title: subPageTitle }] : []),
  ];
  const sorted = [...menuList].sort((a, b) => a.sort - b.sort);
  const goPortal = useInAppClick('/page/home');
  const goWorkHome = useInAppClick('/work/home');

  const signOut = async () => {
    const target = await logout();
    await router.navigate({ href: target });
  };

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header bg="blue.8" c="white">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" color="white" aria-label="切换菜单" />
            <Text fw={700} fz="lg">
              企业综合服务工作台
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" visibleFrom="xs">
              {userInfo?.name ?? ''}
              {userInfo?.userType ? `（${userTypeLabel(userInfo.userType)}）` : ''}
            </Text>
            <Button component="a" href="/page/home" onClick={goPortal} variant="white" size="xs">
              返回门户
            </Button>
            <Button variant="outline" color="white" size="xs" onClick={() => void signOut()}>
              退出登录
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label="工作台菜单">
        <AppShell.Section grow component={ScrollArea} py="xs">
          {sorted.map((item) => (
            <MenuEntry key={item.id} item={item} pathname={pathname} onNavigate={close} />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Breadcrumbs mb="xs" separator="/" aria-label="面包屑">
          <Anchor href="/work/home" size="sm" onClick={goWorkHome}>
            工作台
          </Anchor>
          {crumbs.map((crumb, index) => (
            <Text
              key={crumb.key}
              size="sm"
              c={index === crumbs.length - 1 ? undefined : 'dimmed'}
              aria-current={index === crumbs.length - 1 ? 'page' : undefined}
            >
              {crumb.title}
            </Text>
          ))}
        </Breadcrumbs>
        <Title order={1} size="h3" mb="md">
          {pageTitle}
        </Title>
        <UploadConfigProvider getToken={getToken}>{children ?? <Outlet />}</UploadConfigProvider>
      </AppShell.Main>
    </AppShell>
  );
}
