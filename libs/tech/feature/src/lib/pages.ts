/**
 * The techService pages (seeds 000 §2 "Technology service (techService) sub-pages"), loaded on
 * demand with `loadTechPages()`: the layout with the tab bar and statistic strip, the four lists
 * and the four details. The Mantine styles they need beyond the shell's load with them.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/TypographyStylesProvider.css';

export { TechServiceLayout, type TechServiceLayoutProps } from './layout/tech-service-layout';
export {
  TechListPage,
  TechResultListPage,
  TechInstitutesListPage,
  TechExpertListPage,
  TechNeedListPage,
  TECH_SEARCH_DEBOUNCE_MS,
  type TechListPageProps,
} from './list/tech-list-page';
export {
  TechDetailPage,
  TechResultDetailPage,
  TechInstituteDetailPage,
  TechExpertDetailPage,
  TechNeedDetailPage,
  type TechDetailPageProps,
} from './detail/tech-detail-page';
export { DomainFilter, type DomainFilterProps } from './list/domain-filter';
export { TechItemCard, type TechItemCardProps } from './list/tech-item-card';
export { techDetailHref, techListHref, techKindOfPath, TECH_ROUTE_SEGMENTS, TECH_SERVICE_PATH, TECH_TABS } from './tech-links';
