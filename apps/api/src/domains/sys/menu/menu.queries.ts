/** Menu rows of the menu administration (`SysMenuNode`, `SysMenu`). */
import { asc } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { sysMenu } from '../../../db/schema';

/** Route name of a button from its permission (`pol:consult:view` → `polConsultView`); the seed names its buttons so too. */
export function buttonName(permission: string): string {
  return permission
    .split(':')
    .map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');
}

/** A menu entry as the contract's `SysMenu` describes it (without children and parent title). */
export interface SysMenuItem {
  id: string;
  parentId: string | null;
  title: string;
  name: string | null;
  path: string | null;
  icon: string | null;
  menuType: 'menu' | 'button';
  permission: string | null;
  sort: number;
  noAuth: boolean;
  visible: boolean;
  builtIn: boolean;
}

/** Every menu entry, sorted by sort, title, id. */
export async function allMenus(db: Db): Promise<SysMenuItem[]> {
  const rows = await db
    .select({
      id: sysMenu.id,
      parentId: sysMenu.parentId,
      title: sysMenu.title,
      name: sysMenu.name,
      path: sysMenu.path,
      icon: sysMenu.icon,
      menuType: sysMenu.menuType,
      permission: sysMenu.permission,
      sort: sysMenu.sort,
      noAuth: sysMenu.noAuth,
      visible: sysMenu.visible,
      seedKey: sysMenu.seedKey,
    })
    .from(sysMenu)
    .orderBy(asc(sysMenu.sort), asc(sysMenu.title), asc(sysMenu.id));
  return rows.map(({ seedKey, ...r }) => ({ ...r, name: r.name || null, path: r.path || null, builtIn: seedKey !== null }));
}
