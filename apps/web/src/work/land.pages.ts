/**
 * The workbench pages of the factory and land market (issue 12 Part B "土地供应, 用地需求, 土地审核记录,
 * 厂房房源, 厂房需求, 厂房审核记录 … and the enterprise's own pages under 我的"; seeds 001 §7
 * /land/*, /workshop/*): the staff pages and the enterprise's 我的… pages, one entry per page, see
 * ./work-pages.ts. Each page prefetches its first page with the same query options the page reads.
 */
import {
  listingManageListQuery,
  reviewLogListQuery,
  type ListingKind,
  type ListingMarket,
} from '@qifu/land-data-access';
import { loadLandWorkPages } from '@qifu/land-feature/work';
import { PERM } from '@qifu/sdk';
import { type QueryClient } from '@tanstack/react-query';

import { workPages } from './work-pages';

/** The first page (10 rows, no filters) of a kind's list, as the page's table asks for it. */
const firstPage = (kind: ListingKind) => (queryClient: QueryClient) =>
  queryClient.ensureQueryData(listingManageListQuery(kind, { page: 1, pageSize: 10 }));
/** The first page of a market's review log. */
const firstLogPage = (market: ListingMarket) => (queryClient: QueryClient) =>
  queryClient.ensureQueryData(reviewLogListQuery(market, { page: 1, pageSize: 10 }));

export const landWorkPages = workPages(loadLandWorkPages, [
  { path: 'land/info', page: 'LandInfoPage', permission: PERM.landInfoList, prefetch: firstPage('landInfo') },
  { path: 'land/demand', page: 'LandDemandPage', permission: PERM.landDemandList, prefetch: firstPage('landDemand') },
  { path: 'land/reviewLog', page: 'LandReviewLogPage', permission: PERM.landReviewLogList, prefetch: firstLogPage('land') },
  { path: 'workshop/info', page: 'WorkshopInfoPage', permission: PERM.workshopInfoList, prefetch: firstPage('workshopInfo') },
  { path: 'workshop/demand', page: 'WorkshopDemandPage', permission: PERM.workshopDemandList, prefetch: firstPage('workshopDemand') },
  { path: 'workshop/reviewLog', page: 'WorkshopReviewLogPage', permission: PERM.workshopReviewLogList, prefetch: firstLogPage('workshop') },
  { path: 'my/landDemand', page: 'MyLandDemandPage', permission: PERM.landDemandList, prefetch: firstPage('landDemand') },
  { path: 'my/workshop', page: 'MyWorkshopPage', permission: PERM.workshopInfoList, prefetch: firstPage('workshopInfo') },
  { path: 'my/workshopDemand', page: 'MyWorkshopDemandPage', permission: PERM.workshopDemandList, prefetch: firstPage('workshopDemand') },
]);
