/**
 * @qifu/cms-data-access — data access of news, industry information, about us and the column pages
 * (commercial law, quality, finance, people build): query-key factory, query-option builders and
 * hooks, URL search validators.
 */
export { cmsKeys } from './lib/cms.keys';
export {
  fetchPublicNews,
  fetchPublicNewsDetail,
  fetchPublicNewsColumn,
  fetchAboutUs,
  publicNewsListQuery,
  publicNewsDetailQuery,
  publicNewsColumnQuery,
  aboutUsQuery,
  usePublicNewsList,
  usePublicNewsDetail,
  usePublicNewsColumn,
  useAboutUs,
} from './lib/cms.queries';
export {
  INDUSTRY_INFO_PAGE_SIZE,
  COLUMN_PAGE_SIZE,
  INDUSTRY_INFO_COLUMN,
  NOTICE_COLUMN,
  type NewsItem,
  type NewsPage,
  type News,
  type NewsColumnRef,
  type PublicNewsColumn,
  type PublicNewsSubColumn,
  type AboutUs,
  type AboutUsSection,
  type PublicNewsListParams,
} from './lib/cms.types';
export {
  validateIndustryInfoSearch,
  validateColumnPageSearch,
  validateNewsDetailSearch,
  type IndustryInfoSearch,
  type ColumnPageSearch,
  type NewsDetailSearch,
} from './lib/cms.search';
