import { type MenuItem } from '@qifu/sdk';

/** True when a menu path is an absolute external address (MenuItem.path may be one, seeds 000 §6). */
export function isExternalPath(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

/**
 * The chain of menu items from the top level down to the item whose path is `pathname` (for the
 * breadcrumb), or `[]` when the path is not in the menu.
 */
export function menuTrail(menuList: readonly MenuItem[], pathname: string): MenuItem[] {
  for (const item of menuList) {
    if (item.path === pathname) return [item];
    const below = menuTrail(item.children, pathname);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

/** The leaf items of the menu, depth first, in the delivered order (sorted by `sort`). */
export function menuLeaves(menuList: readonly MenuItem[]): MenuItem[] {
  const sorted = [...menuList].sort((a, b) => a.sort - b.sort);
  return sorted.flatMap((item) => (item.children.length === 0 ? [item] : menuLeaves(item.children)));
}
