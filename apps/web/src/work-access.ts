/**
 * The workbench's route filter (seeds 000 §6 "The route list is filtered by the menu"): a /work
 * page exists for a user only when the server-delivered menu holds its path. Kept out of the
 * workbench library so that the eager route tree stays small.
 */
import { type MenuItem } from '@qifu/sdk';

/** Workbench paths every logged-in user may open whatever the menu says: the entry and the home. */
export const ALWAYS_ALLOWED_WORK_PATHS: readonly string[] = ['/work', '/work/home'];

function normalize(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function menuCovers(items: readonly MenuItem[], pathname: string): boolean {
  return items.some((item) => {
    const path = item.path ? normalize(item.path) : '';
    if (path.startsWith('/')) {
      if (pathname === path) return true;
      // Only a page (a leaf) covers the pages below it: a catalog's path prefix (/work/sys) must
      // not open its other, ungranted pages.
      if (item.children.length === 0 && pathname.startsWith(`${path}/`)) return true;
    }
    return menuCovers(item.children, pathname);
  });
}

/**
 * Whether a logged-in user may open `pathname` under /work: the workbench home and entry always;
 * otherwise only a path of the user's menu (at any depth) or a page below a menu page
 * (`/work/sys/role` covers `/work/sys/role/…`; a catalog such as `/work/sys` covers only itself). Anything else is, for this user, an
 * unknown route and goes to /404 (seeds 000 §2 "every unknown path redirects here").
 */
export function isWorkPathAllowed(menuList: readonly MenuItem[], pathname: string): boolean {
  const path = normalize(pathname);
  if (ALWAYS_ALLOWED_WORK_PATHS.includes(path)) return true;
  return menuCovers(menuList, path);
}
