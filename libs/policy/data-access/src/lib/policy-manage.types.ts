/**
 * Types of 轮播图管理, 政策标签, 政策看板, 政策数据总览, 政策业务日志 and the personal policy area
 * (我的收藏, 浏览记录) — issue 15, seeds 001 §7 — straight from the generated contract (never re-typed).
 */
import type { components, operations } from '@qifu/sdk';

type Schemas = components['schemas'];
type QueryOf<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;

/** A carousel slide as the staff list and detail answer it. */
export type CarouselItem = Schemas['CarouselItem'];
/** Body of `saveCarousel` (no id: a new draft). */
export type CarouselForm = Schemas['CarouselForm'];
/** Body of `sortCarousel`: the slides and their new positions. */
export type CarouselSortForm = Schemas['CarouselSortForm'];
/** A slide's click target: '0' none, '1' a policy, '2' an address. */
export type CarouselLinkType = Schemas['CarouselLinkType'];
/** Filters of `listCarousel` with paging. */
export type CarouselListParams = QueryOf<'listCarousel'>;

/** A policy label as listed (its enterprise tags, enterprise and policy counts). */
export type PolicyLabelItem = Schemas['PolicyLabelItem'];
/** Body of `savePolicyLabel`. */
export type PolicyLabelForm = Schemas['PolicyLabelForm'];
/** Filters of `listPolicyLabel` with paging. */
export type PolicyLabelListParams = QueryOf<'listPolicyLabel'>;
/** Body of `selectCompanyInfoByLabel`: exactly one of labelId / tagId, with paging. */
export type TaggedCompanyQuery = Schemas['PolicyLabelCompanyQuery'];
/** An enterprise carrying a tag: company name, contact and phone (seeds 001 §2 lock dialog). */
export type TaggedCompany = Schemas['TaggedCompanyItem'];
/** An enterprise tag `{ id, tagName }` (seeds 001 §3). */
export type EnterpriseTag = Schemas['TagBrief'];

/** A collected policy (我的收藏). */
export type PolCollectItem = Schemas['PolCollectItem'];
/** Whether the caller collected one policy. */
export type PolCollectState = Schemas['PolCollectState'];
/** A viewed policy (浏览记录). */
export type PolMyViewItem = Schemas['PolMyViewItem'];
/** Filters of `getCollect` with paging. */
export type PolCollectListParams = QueryOf<'getCollect'>;
/** Paging of `getPolMyView`. */
export type PolMyViewListParams = QueryOf<'getPolMyView'>;

/** Totals of 政策看板. */
export type PolicyVisualOverview = Schemas['PolicyVisualOverview'];
/** Totals of 政策数据总览. */
export type PolNumberOverview = Schemas['PolNumberOverview'];
/** One bar: `{ name, value }` (issuing unit, support mode or month YYYY-MM). */
export type PolicyChartBar = Schemas['PolicyVisualCount'];
/** Optional 发布时间 / creation days (YYYY-MM-DD, China time, inclusive). */
export interface PolicyDateRange {
  startDate?: string;
  endDate?: string;
}
/** One street's enterprises, matched enterprises and declarations. */
export type PolNumberStreetItem = Schemas['PolNumberStreetItem'];
/** What 政策数据总览's trend counts. */
export type PolNumberTrendType = NonNullable<QueryOf<'getPolNumberTrend'>['type']>;

/** A recorded business-log event. */
export type PolicyBusinessLogItem = Schemas['PolicyBusinessLogItem'];
/** One statistic row (by event, by policy or by day). */
export type PolicyBusinessLogStat = Schemas['PolicyBusinessLogStat'];
/** Filters of `listPolicyBusinessLog` with paging. */
export type PolicyBusinessLogListParams = QueryOf<'listPolicyBusinessLog'>;
/** Query of `getPolicyBusinessLogStatistic`. */
export type PolicyBusinessLogStatParams = QueryOf<'getPolicyBusinessLogStatistic'>;
/** Query of `exportPolicyBusinessLog`: the list's filters without paging. */
export type PolicyBusinessLogExportParams = QueryOf<'exportPolicyBusinessLog'>;
