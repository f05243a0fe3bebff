import { type MenuItem } from '@qifu/sdk';

/** True when a menu path is an absolute external address (MenuItem.path may be one, seeds 000 §6). */
export function isExternalPath(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

/** True when `pathname` is `path` itself or a page below it (`/work/sys/role` → `/work/sys/role/1`). */
function covers(path: string, pathname: string): boolean {
  if (!path || isExternalPath(path)) return false;
  const base = path.replace(/\/+$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}

function exactTrail(menuList: readonly MenuItem[], pathname: string): MenuItem[] {
  for (const item of menuList) {
    if (item.path === pathname) return [item];
    const below = exactTrail(item.children, pathname);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

function longestTrail(menuList: readonly MenuItem[], pathname: string): MenuItem[] {
  let best: MenuItem[] = [];
  let bestLength = -1;
  const walk = (items: readonly MenuItem[], above: MenuItem[]) => {
    for (const item of items) {
      const trail = [...above, item];
      // Only pages (leaves) cover the pages below them; a catalog's path is just a prefix.
      if (item.children.length === 0 && covers(item.path, pathname) && item.path.length > bestLength) {
        best = trail;
        bestLength = item.path.length;
      }
      walk(item.children, trail);
    }
  };
  walk(menuList, []);
  return best;
}

/**
 * The chain of menu items from the top level down to the item whose path is `pathname` — or, for
 * a page below a menu page (`/work/sys/role/1/grant`), down to the item with the longest path
 * covering it — for the breadcrumb and the page title (seeds 000 §2 "breadcrumb"). `[]` when no
 * menu item covers the path.
 */
export function menuTrail(menuList: readonly MenuItem[], pathname: string): MenuItem[] {
  const exact = exactTrail(menuList, pathname);
  return exact.length > 0 ? exact : longestTrail(menuList, pathname);
}

/** The leaf items of the menu, depth first, in the delivered order (sorted by `sort`). */
export function menuLeaves(menuList: readonly MenuItem[]): MenuItem[] {
  const sorted = [...menuList].sort((a, b) => a.sort - b.sort);
  return sorted.flatMap((item) => (item.children.length === 0 ? [item] : menuLeaves(item.children)));
}
