/**
 * The appeal domain's workbench pages (issue 16 诉求管理), loaded on demand with `loadAppealWorkPages()` and routed by
 * `apps/web/src/work/appeal.pages.ts`:
 * - `AppealInfoPage` — /work/appeal/info 诉求办理 (appeal:info:list; actions by the state table and permissions);
 * - `AppealStatisticsPage` — /work/appeal/statistics 诉求统计 (appeal:statistics:view);
 * - `AppealTypePage` — /work/appeal/type 诉求分类 (appeal:type:list);
 * - `AppealSourcePage` — /work/appeal/source 诉求来源 (appeal:source:list);
 * - `AppealDealOfficePage` — /work/appeal/dealOffice 承办部门 (appeal:dealOffice:list);
 * - `AppealDealDurationPage` — /work/appeal/dealDuration 办理时限 (appeal:dealDuration:list).
 * Pages take no props and render no h1 (the workbench layout shows the menu's title).
 */
import '@mantine/core/styles.layer.css';

export { AppealInfoPage } from './info/appeal-info-page';
export { AppealStatisticsPage } from './statistics/appeal-statistics-page';
export { AppealTypePage } from './config/appeal-type-page';
export { AppealSourcePage } from './config/appeal-source-page';
export { AppealDealOfficePage } from './config/appeal-deal-office-page';
export { AppealDealDurationPage } from './config/appeal-deal-duration-page';
