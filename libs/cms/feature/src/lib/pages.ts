/**
 * The cms pages, loaded on demand with `loadCmsPages()` (seeds 000 §2 industryinfo,
 * industryinfodetails, aboutus, commercialLaw, quality, financialService, peopleBuild). The Mantine
 * styles they need beyond the shell's load with them.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/TypographyStylesProvider.css';
import '@mantine/core/styles/Alert.css';

export { IndustryInfoPage, NEWS_SEARCH_DEBOUNCE_MS, type IndustryInfoPageProps } from './industry-info/industry-info-page';
export { NewsDetailPage, type NewsDetailPageProps } from './news-detail/news-detail-page';
export { AboutUsPage } from './about-us/about-us-page';
export {
  ColumnPage,
  CommercialLawPage,
  QualityPage,
  FinancialServicePage,
  PeopleBuildPage,
  type ColumnPageProps,
  type ExternalColumnPageProps,
  type GenericColumnPageProps,
} from './column-page/column-page';
export { NewsList, NewsListItem, type NewsListProps } from './news-list/news-list';
export { ColumnNewsTabs, type ColumnNewsTabsProps } from './news-list/column-tabs';
export { newsDetailHref, industryInfoHref, columnPageHref, COLUMN_PAGE_PATHS } from './cms-links';
