/**
 * The workbench page registry's entry type and its one builder (seeds 000 §6: the workbench's
 * pages are the server menu's paths below /work). A page is added with ONE entry in the domain's
 * file next to this one (`<domain>.pages.ts`); the menu gives its title, breadcrumb and h1. The
 * registry is loaded lazily with the workbench, so no entry weighs on the public first load.
 */
import { type Permission } from '@qifu/sdk';
import { type QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** One workbench page as the `/work/$` route resolves it. */
export interface WorkPageEntry {
  /** The menu path below /work, without slashes at the ends: `'cms/news'` for /work/cms/news. */
  path: string;
  /**
   * The permission the page needs (usually its list operation's `x-permission`, a generated
   * `PERM` constant); without it the page shows 您没有访问该页面的权限. Absent: every user whose
   * menu holds the path may open it (the server still checks every call).
   */
  permission?: Permission;
  /**
   * The page title when the menu has no entry of this path (the home, a page below a menu page):
   * the menu entry's title wins otherwise.
   */
  title?: string;
  /** The page component, loaded on first use. */
  component: LazyExoticComponent<ComponentType>;
  /** Loads the page's module (the route loader awaits it, so the page renders without a second spinner). */
  preload: () => Promise<unknown>;
  /**
   * Loads the page's first data before it renders: the same query options the page reads
   * (`queryClient.ensureQueryData(xListQuery(defaults))`). Optional; a failure is left to the
   * page's own error state.
   */
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
}

/** What a domain file writes per page: the path, the page module's export and the permission. */
export interface WorkPageSpec<Module> {
  /** The menu path below /work (`'cms/news'`). */
  path: string;
  /** The export of the loaded module that is the page component (takes no props). */
  page: keyof Module & string;
  permission?: Permission;
  /** Title when the menu has no entry of this path (see {@link WorkPageEntry.title}). */
  title?: string;
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
}

/**
 * The entries of one domain: its page module's loader (the `load<Domain>WorkPages` of its feature
 * library) and one spec per page.
 *
 * @example
 * ```ts
 * export const cmsWorkPages = workPages(loadCmsWorkPages, [
 *   { path: 'cms/news', page: 'CmsNewsPage', permission: PERM.cmsNewsList },
 * ]);
 * ```
 */
export function workPages<Module extends object>(load: () => Promise<Module>, specs: readonly WorkPageSpec<Module>[]): WorkPageEntry[] {
  return specs.map((spec) => {
    const importPage = () =>
      load().then((module) => {
        const component = module[spec.page] as unknown;
        if (typeof component !== 'function' && typeof component !== 'object') {
          throw new Error(`workbench page ${spec.path}: the module has no component ${spec.page}`);
        }
        return { default: component as ComponentType };
      });
    return {
      path: spec.path,
      permission: spec.permission,
      title: spec.title,
      component: lazy(importPage),
      preload: importPage,
      prefetch: spec.prefetch,
    };
  });
}
