import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';

import { Drawer } from '@mantine/core';
import { AppLink } from '@qifu/ui';
import type { ReactNode } from 'react';

import { SUB_MENUS, type MainMenuEntry, type MainMenuKey } from '../menu/portal-links';
import classes from './menu-drawer.module.css';

/** Props of {@link MenuDrawer}. */
export interface MenuDrawerProps {
  /** Whether the drawer is open. */
  opened: boolean;
  /** Closes the drawer (close button, Escape, a click on the overlay). */
  onClose: () => void;
  /** The main-menu entries to list (already cut for a construction-company area; empty in government-app mode). */
  menu: readonly MainMenuEntry[];
  /** The highlighted main entry (`activeMenuKey`), marked `aria-current="page"`. */
  activeKey: MainMenuKey | null;
  /** The highlighted sub-entry path (`highlightPath`), marked `aria-current="page"`. */
  highlighted: string;
  /** The top bar's entries (长者模式, 意见反馈, login links or the greeting with its dropdown). */
  children?: ReactNode;
}

/**
 * The phone menu (issue 14, below 768 px): a drawer from the right, titled 菜单, with the main menu
 * (navigation 主菜单, the 12 entries in the documents' order, each entry's sub-menu indented below it,
 * the highlighted entries marked `aria-current="page"`) below the top bar's entries (login or
 * greeting, 长者模式, 意见反馈: first, where users look for them). Internal
 * entries navigate inside the app (the header closes the drawer when the path changes); external
 * ones keep `data-sign` (signed first for enterprise users, seeds 000 §2). Loaded on the first
 * press of the menu button, so it costs the first load nothing. In the elder-friendly mode
 * (`data-elder` on an ancestor, e.g. <html>) its entries are 20 px (sub-entries 18 px).
 */
export function MenuDrawer({ opened, onClose, menu, activeKey, highlighted, children }: MenuDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(320px, 86vw)"
      title="菜单"
      padding="md"
      closeButtonProps={{ 'aria-label': '关闭菜单' }}
    >
      <div className={classes.userEntries}>{children}</div>
      {menu.length > 0 ? (
        <nav aria-label="主菜单">
          <ul className={classes.list}>
            {menu.map((entry) => {
              const active = entry.key === activeKey;
              const subMenu = SUB_MENUS[entry.key];
              const current = active ? 'page' : undefined;
              return (
                <li key={entry.key}>
                  {entry.kind === 'internal' ? (
                    <AppLink href={entry.path} className={classes.link} data-active={active || undefined} aria-current={current}>
                      {entry.title}
                    </AppLink>
                  ) : (
                    <a href={entry.href} className={classes.link} data-sign data-active={active || undefined} aria-current={current}>
                      {entry.title}
                    </a>
                  )}
                  {subMenu ? (
                    <ul className={classes.subList} aria-label={`${entry.title}子菜单`}>
                      {subMenu.map((item) => {
                        const subActive = item.path === highlighted;
                        return (
                          <li key={item.path}>
                            <AppLink
                              href={item.path}
                              className={classes.subLink}
                              data-active={subActive || undefined}
                              aria-current={subActive ? 'page' : undefined}
                            >
                              {item.title}
                            </AppLink>
                          </li>
                        );
                      })}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </Drawer>
  );
}
