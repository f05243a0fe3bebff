import { ErrorState, ListSkeleton } from '@qifu/ui';
import { type ReactNode } from 'react';

/** The parts of a React Query result {@link QueryState} reads. */
export interface QueryStateSource {
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** Props of {@link QueryState}. */
export interface QueryStateProps {
  /** The query (or several combined by the caller) whose data `children` shows. */
  query: QueryStateSource;
  /** Rows of the loading skeleton; default 5. */
  skeletonRows?: number;
  /** The content once loaded (it handles its own empty state). */
  children: ReactNode;
}

/**
 * Loading and error states of a list that is not a `PagedTable` (trees, small lists): a
 * skeleton while the first load runs, the error block with 重新加载 (refetches) on failure,
 * else `children`.
 */
export function QueryState({ query, skeletonRows = 5, children }: QueryStateProps) {
  if (query.isLoading) return <ListSkeleton rows={skeletonRows} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children}</>;
}
