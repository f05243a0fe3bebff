import { Anchor, Box, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useSession } from '@qifu/session';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';

import { AppLink } from '@qifu/ui';
import { limitMenuForConstructionArea } from '../menu/construction-area';
import { activeMenuKey, highlightPath } from '../menu/menu-highlight';
import { MAIN_MENU, SUB_MENUS } from '../menu/portal-links';
import { ssoLoginHref } from '../menu/sso-links';
import { PUBLIC_CONFIG_FALLBACK, usePublicConfig } from '../use-public-config';
import { ElderSwitch } from '../elder/elder-switch';
import { useElderModeDocument } from '../elder/use-elder-mode';
import { LogoMark } from './logo-mark';
import classes from './portal-header.module.css';

// The dropdown (Menu, floating-ui, the change-password dialog and SM2) loads only for logged-in users.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

// The phone menu's drawer (issue 14) loads on the first press of the menu button.
const MenuDrawer = lazy(() => import('./menu-drawer').then((module) => ({ default: module.MenuDrawer })));

function Greeting() {
  const { userInfo } = useSession();
  return (
    <Text fw={500} c="blue.8" px="xs" py={6}>
      您好，{userInfo?.name ?? ''}
    </Text>
  );
}

function LoginLinks() {
  const config = usePublicConfig();
  const ssoUrl = config.data?.ssoUrl ?? PUBLIC_CONFIG_FALLBACK.ssoUrl;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Group gap="md">
      <Anchor href={ssoLoginHref(ssoUrl, 'GR', origin)} fw={500}>
        个人登录
      </Anchor>
      <Anchor href={ssoLoginHref(ssoUrl, 'QY', origin)} fw={500}>
        企业登录
      </Anchor>
    </Group>
  );
}

/** Props of {@link PortalHeader}. */
export interface PortalHeaderProps {
  /** Hide the main menu (government-app mode, seeds 000 §2). */
  hideMenu?: boolean;
  /** Extra actions of the top bar, before the login links or the user menu (the app puts 意见反馈 here). */
  actions?: ReactNode;
}

/**
 * The portal header (seeds 000 §2 "Shared screen elements", §6): the logo linking home, the 12
 * main-menu entries in the documents' order with the highlight rules, the 政策超市 sub-entry under
 * 政策服务, the elder-friendly switch (长者模式 / 标准模式), and either 个人登录 / 企业登录 (single sign-on,
 * return address with userType=GR|QY) or the user's greeting and dropdown. An enterprise of a
 * construction-company area (`isPeopleBuild`) sees only home, policy, appeal, quality and commercial
 * law (seeds 000 §6); external entries carry `data-sign` (signed first for enterprise users,
 * `installSignedLinks`).
 *
 * Phones (issue 14, below 768 px, by CSS only): the top bar shows the logo and a menu button
 * (打开菜单, `aria-expanded`); the main menu and the top bar's entries move into a drawer
 * (`MenuDrawer`, loaded on the first press) that closes when an entry is followed. The sub-menu
 * bar stays. Above 768 px the button is hidden and nothing else changes.
 */
export function PortalHeader({ hideMenu = false, actions }: PortalHeaderProps) {
  const { isLoggedIn, isPeopleBuild } = useSession();
  // Elder mode (issue 14): <html data-elder> and its stylesheet while the portal header is shown.
  useElderModeDocument();
  const config = usePublicConfig();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const activeKey = activeMenuKey(pathname);
  const highlighted = highlightPath(pathname);
  const subMenu = activeKey ? SUB_MENUS[activeKey] : undefined;
  const siteName = config.data?.serviceCentreName ?? PUBLIC_CONFIG_FALLBACK.serviceCentreName;
  // isPeopleBuild is true only for an enterprise (QY) of a construction-company area.
  const menu = isPeopleBuild ? limitMenuForConstructionArea(MAIN_MENU) : MAIN_MENU;
  // Phones (issue 14): the menu button opens a drawer with the menu and the top bar's entries.
  // Open at one address: following an entry (any link in the drawer) closes it.
  const href = useRouterState({ select: (state) => state.location.href });
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const drawerOpened = drawerOpenedAt === href;
  const drawerLoaded = drawerOpenedAt !== null;
  const userEntries = (
    <>
      <ElderSwitch />
      {actions}
      {isLoggedIn ? (
        <Suspense fallback={<Greeting />}>
          <UserMenu />
        </Suspense>
      ) : (
        <LoginLinks />
      )}
    </>
  );

  return (
    <Box component="header">
      <Box className={classes.topBar}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <AppLink href="/page/home" className={classes.logo} aria-label={`${siteName}首页`}>
              <LogoMark />
              <span>{siteName}</span>
            </AppLink>
            <Group gap="md" wrap="nowrap" className={classes.topActions}>
              {drawerOpened ? null : userEntries}
            </Group>
            <UnstyledButton
              className={classes.menuButton}
              aria-label="打开菜单"
              aria-haspopup="dialog"
              aria-expanded={drawerOpened}
              onClick={() => setDrawerOpenedAt(href)}
            >
              <span className={classes.menuLines} aria-hidden="true" />
            </UnstyledButton>
          </Group>
        </Container>
      </Box>
      {hideMenu ? null : (
        <>
          <nav className={classes.nav} aria-label="主菜单">
            <Container size="lg" px={0}>
              <ul className={classes.navList}>
                {menu.map((entry) => {
                  const active = entry.key === activeKey;
                  return (
                    <li key={entry.key}>
                      {entry.kind === 'internal' ? (
                        <AppLink
                          href={entry.path}
                          className={classes.navLink}
                          data-active={active || undefined}
                          aria-current={active ? 'page' : undefined}
                        >
                          {entry.title}
                        </AppLink>
                      ) : (
                        // External sub-platforms are opened by redirect, signed first for QY users (seeds 000 §2, `data-sign`).
                        // Its own page in this portal (质量服务, 金融服务, 科技服务) highlights it too.
                        <a
                          href={entry.href}
                          className={classes.navLink}
                          data-sign
                          data-active={active || undefined}
                          aria-current={active ? 'page' : undefined}
                        >
                          {entry.title}
                        </a>
                      )}
                    </li>
                  );
                })}
              </ul>
            </Container>
          </nav>
          {subMenu ? (
            <nav className={classes.subNav} aria-label="子菜单">
              <Container size="lg">
                <Group gap="xs">
                  {subMenu.map((item) => {
                    const active = item.path === highlighted;
                    return (
                      <AppLink
                        key={item.path}
                        href={item.path}
                        className={classes.subLink}
                        data-active={active || undefined}
                        aria-current={active ? 'page' : undefined}
                      >
                        {item.title}
                      </AppLink>
                    );
                  })}
                </Group>
              </Container>
            </nav>
          ) : null}
        </>
      )}
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <MenuDrawer
            opened={drawerOpened}
            onClose={() => setDrawerOpenedAt('')}
            menu={hideMenu ? [] : menu}
            activeKey={activeKey}
            highlighted={highlighted}
          >
            {drawerOpened ? userEntries : null}
          </MenuDrawer>
        </Suspense>
      ) : null}
    </Box>
  );
}
