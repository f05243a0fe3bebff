/**
 * @qifu/workbench-feature — the workbench shell (/work/*) and its home page. Loaded lazily: the
 * public pages never download it. Each component imports the Mantine styles it uses (the
 * libraries are side-effect free for the bundler, so CSS imported here would be dropped).
 */

export {
  WorkbenchLayout,
  SIDEBAR_WIDTH,
  HEADER_HEIGHT,
  type WorkbenchLayoutProps,
} from './lib/layout/workbench-layout';
export { WorkHomePage } from './lib/home/work-home-page';
export { menuTrail, menuLeaves, isExternalPath } from './lib/layout/menu-trail';
