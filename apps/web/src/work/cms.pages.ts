/**
 * The workbench pages of the cms domain (issue 12 Part B "新闻内容 and 栏目管理", "关于我们"; seeds
 * 001 §7 /cms/news/*, catalogue /aboutUs/*): one entry per page, see ./work-pages.ts. Each page
 * prefetches its first data with the same query options the page reads.
 */
import { aboutUsQuery, cmsColumnTreeQuery, cmsNewsListQuery } from '@qifu/cms-data-access';
import { loadCmsWorkPages } from '@qifu/cms-feature/work';
import { PERM } from '@qifu/sdk';

import { workPages } from './work-pages';

export const cmsWorkPages = workPages(loadCmsWorkPages, [
  {
    path: 'cms/news',
    page: 'CmsNewsPage',
    permission: PERM.cmsNewsList,
    // the first page (10 rows, no filters), as the page's table asks for it
    prefetch: (queryClient) => queryClient.ensureQueryData(cmsNewsListQuery({ page: 1, pageSize: 10 })),
  },
  {
    path: 'cms/column',
    page: 'CmsColumnPage',
    permission: PERM.cmsColumnList,
    prefetch: (queryClient) => queryClient.ensureQueryData(cmsColumnTreeQuery({})),
  },
  {
    path: 'sys/aboutUs',
    page: 'CmsAboutUsPage',
    permission: PERM.portalAboutUsSave,
    prefetch: (queryClient) => queryClient.ensureQueryData(aboutUsQuery()),
  },
]);
