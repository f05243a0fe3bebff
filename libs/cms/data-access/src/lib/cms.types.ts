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

// ---------------------------------------------------------------- staff (新闻内容, 栏目管理, 关于我们)

/** The news publish state (`NewsStatus`: 0 草稿, 1 已发布, 2 已下线). */
export type NewsStatus = components['schemas']['NewsStatus'];
/** A column of the staff tree (`NewsColumn`), with its sub-columns and article count. */
export type NewsColumn = components['schemas']['NewsColumn'];
/** Body of `addNews` (a new article starts as 0 草稿). */
export type NewsForm = components['schemas']['NewsForm'];
/** Body of `modifyNews` (the state does not change). */
export type NewsModifyForm = components['schemas']['NewsModifyForm'];
/** Body of `moveNews`: articles to another column. */
export type NewsMoveForm = components['schemas']['NewsMoveForm'];
/** Body of `setTopNews`. */
export type NewsTopForm = components['schemas']['NewsTopForm'];
/** Body of `setNewsShow` and `setNewsColumnShow`. */
export type CmsShowForm = components['schemas']['CmsShowForm'];
/** Body of the batch operations (`deleteNews`, `publishNews`, `offPublishNews`, `deleteNewsColumn`). */
export type CmsIdList = components['schemas']['IdList'];
/** Body of `addNewsColumn`. */
export type NewsColumnForm = components['schemas']['NewsColumnForm'];
/** Body of `modifyNewsColumn`. */
export type NewsColumnModifyForm = components['schemas']['NewsColumnModifyForm'];
/** Body of `moveNewsColumn`: one place up or down among the siblings. */
export type NewsColumnMoveForm = components['schemas']['NewsColumnMoveForm'];
/** Body of `saveAboutUs`. */
export type AboutUsForm = components['schemas']['PortalAboutUsForm'];
/** Query of the staff article list (`listNews`, GET /cms/news/list), with 1-based `page` and `pageSize`. */
export type CmsNewsListParams = NonNullable<operations['listNews']['parameters']['query']>;
/** Query of the staff column tree (`listNewsColumn`). */
export type CmsColumnTreeParams = NonNullable<operations['listNewsColumn']['parameters']['query']>;

/** What every cms mutation resolves to: the envelope's `data` and the server's `msg` (保存成功, 发布成功 …). */
export interface CmsMutationResult<T> {
  data: T;
  /** The server's message, shown to the user as the success notice. */
  msg: string;
}
