/**
 * The land and workshop workbench pages (issue 12 Part B "土地供应, 用地需求, 土地审核记录, 厂房房源,
 * 厂房需求, 厂房审核记录 … and the enterprise's own pages under 我的"), loaded on demand with
 * `loadLandWorkPages()` and routed by `apps/web/src/work/land.pages.ts`:
 * - `LandInfoPage` — /work/land/info 土地供应 (land:info:list);
 * - `LandDemandPage` — /work/land/demand 用地需求 (land:demand:list);
 * - `LandReviewLogPage` — /work/land/reviewLog 土地审核记录 (land:reviewLog:list);
 * - `WorkshopInfoPage` — /work/workshop/info 厂房房源 (workshop:info:list);
 * - `WorkshopDemandPage` — /work/workshop/demand 厂房需求 (workshop:demand:list);
 * - `WorkshopReviewLogPage` — /work/workshop/reviewLog 厂房审核记录 (workshop:reviewLog:list);
 * - `MyLandDemandPage` — /work/my/landDemand 我的用地需求 (land:demand:list, own listings);
 * - `MyWorkshopPage` — /work/my/workshop 我的厂房房源 (workshop:info:list, own listings);
 * - `MyWorkshopDemandPage` — /work/my/workshopDemand 我的厂房需求 (workshop:demand:list, own listings).
 * The six listing pages are one component, `ListingPage`, parameterised by kind and mode. Pages
 * take no props and render no h1 (the workbench layout shows the menu's title). The Mantine styles
 * they need load with them.
 */
import '@mantine/core/styles.layer.css';

export {
  LandInfoPage,
  LandDemandPage,
  WorkshopInfoPage,
  WorkshopDemandPage,
  MyLandDemandPage,
  MyWorkshopPage,
  MyWorkshopDemandPage,
} from './listing/listing-page';
export { LandReviewLogPage, WorkshopReviewLogPage } from './review-log/review-log-page';
