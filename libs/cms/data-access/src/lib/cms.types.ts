import type { components, operations } from '@qifu/sdk';

/** An article of a portal list (`NewsItem`). */
export type NewsItem = components['schemas']['NewsItem'];
/** One page of articles (`NewsPage`: `{ list, total }`). */
export type NewsPage = components['schemas']['NewsPage'];
/** A whole article (`News`), with its column path on the portal. */
export type News = components['schemas']['News'];
/** A column on the path to an article's column. */
export type NewsColumnRef = components['schemas']['NewsColumnRef'];
/** A portal column page: introduction, external address, sub-columns (`PublicNewsColumn`). */
export type PublicNewsColumn = components['schemas']['PublicNewsColumn'];
/** A sub-column of a portal column page. */
export type PublicNewsSubColumn = components['schemas']['PublicNewsSubColumn'];
/** The 关于我们 content (`PortalAboutUs`). */
export type AboutUs = components['schemas']['PortalAboutUs'];
/** One section of 关于我们. */
export type AboutUsSection = components['schemas']['PortalAboutUsSection'];
/** Query of `listPublicNews` (GET /cms/news/publicList). */
export type PublicNewsListParams = NonNullable<operations['listPublicNews']['parameters']['query']>;

/** Page size of the 行业资讯 list (/page/industryinfo). */
export const INDUSTRY_INFO_PAGE_SIZE = 10;
/** Page size of the column pages' article lists (commercialLaw, quality, financialService, peopleBuild). */
export const COLUMN_PAGE_SIZE = 8;
/** Code of the 行业资讯 column (its sub-columns are the tabs of /page/industryinfo). */
export const INDUSTRY_INFO_COLUMN = 'industryinfo';
/** Code of the 通知公告 sub-column (the home block's second tab). */
export const NOTICE_COLUMN = 'notice';
