import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

import { ListSkeleton } from './list-skeleton';
import { ErrorState } from './states';

interface BoundaryProps {
  children: ReactNode;
  onReset: () => void;
  renderError: (error: unknown, retry: () => void) => ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // shown by renderError; the SDK already reported API failures
  }

  private retry = () => {
    this.props.onReset();
    this.setState({ error: null, failed: false });
  };

  override render(): ReactNode {
    if (this.state.failed) return this.props.renderError(this.state.error, this.retry);
    return this.props.children;
  }
}

/** Props of {@link QueryBoundary}. */
export interface QueryBoundaryProps {
  children: ReactNode;
  /** Shown while a suspense query inside loads; a 3-row {@link ListSkeleton} by default. */
  fallback?: ReactNode;
  /** Renders a failure; an {@link ErrorState} with a 重新加载 button by default. */
  renderError?: (error: unknown, retry: () => void) => ReactNode;
}

/**
 * Suspense + error boundary for components that read data with `useSuspenseQuery`: a skeleton while
 * loading, an error block with retry (which resets the failed queries) on failure.
 */
export function QueryBoundary({ children, fallback, renderError }: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          renderError={renderError ?? ((error, retry) => <ErrorState error={error} onRetry={retry} />)}
        >
          <Suspense fallback={fallback ?? <ListSkeleton />}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
