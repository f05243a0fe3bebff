/**
 * The workbench pages of 诉求管理 (issue 16; seeds 001 §1 "appeals", §7 appeal/*): 诉求办理, 诉求统计 and the
 * configuration pages 诉求分类, 诉求来源, 承办部门, 办理时限, one entry per page, see ./work-pages.ts. 诉求办理 prefetches
 * its first page with the same query options the page's table reads (page 1, 10 rows, no filters).
 */
import { appealInfoListQuery } from '@qifu/appeal-data-access';
import { loadAppealWorkPages } from '@qifu/appeal-feature/work';
import { PERM } from '@qifu/sdk';

import { workPages } from './work-pages';

export const appealWorkPages = workPages(loadAppealWorkPages, [
  {
    path: 'appeal/info',
    page: 'AppealInfoPage',
    permission: PERM.appealInfoList,
    prefetch: (queryClient) => queryClient.ensureQueryData(appealInfoListQuery({ page: 1, pageSize: 10 })),
  },
  { path: 'appeal/statistics', page: 'AppealStatisticsPage', permission: PERM.appealStatisticsView },
  { path: 'appeal/type', page: 'AppealTypePage', permission: PERM.appealTypeList },
  { path: 'appeal/source', page: 'AppealSourcePage', permission: PERM.appealSourceList },
  { path: 'appeal/dealOffice', page: 'AppealDealOfficePage', permission: PERM.appealDealOfficeList },
  { path: 'appeal/dealDuration', page: 'AppealDealDurationPage', permission: PERM.appealDealDurationList },
]);
