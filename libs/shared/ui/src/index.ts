/**
 * @qifu/ui — shared Mantine widgets of the web side (no data access, no session).
 */
import './lib/route-static-data';

export { formatDate } from './lib/format-date';
export { useCountdown, type Countdown } from './lib/use-countdown';
export { PageTitle, type PageTitleProps } from './lib/page-title';
export {
  EmptyState,
  ErrorState,
  EMPTY_TEXT,
  EMPTY_TABLE_TEXT,
  type EmptyStateProps,
  type ErrorStateProps,
} from './lib/states';
export { ListSkeleton, type ListSkeletonProps } from './lib/list-skeleton';
export { BackToTop, type BackToTopProps } from './lib/back-to-top';
export { qifuTheme } from './lib/theme';
export { QueryBoundary, type QueryBoundaryProps } from './lib/query-boundary';
export {
  ApiClientProvider,
  useApiClient,
  type ApiClientProviderProps,
} from './lib/api-context';
export { AppLink, type AppLinkProps } from './lib/app-link';
export { copyText, COPY_MESSAGES, COPY_NOTICE_MS } from './lib/copy-text';
