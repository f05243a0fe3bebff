/**
 * @qifu/workbench-feature — the workbench shell (/work/*) and its home page. Loaded lazily: the
 * public pages never download it. The Mantine styles of the shell load with it.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/NavLink.css';

export {
  WorkbenchLayout,
  SIDEBAR_WIDTH,
  HEADER_HEIGHT,
  USER_TYPE_LABELS,
  type WorkbenchLayoutProps,
} from './lib/layout/workbench-layout';
export { WorkHomePage } from './lib/home/work-home-page';
export { RequirePermission, type RequirePermissionProps } from './lib/permission/require-permission';
export { menuTrail, menuLeaves, isExternalPath } from './lib/layout/menu-trail';
