/**
 * Mantine notifications without putting them in the first chunk: the container mounts lazily right
 * after the first render and `notify()` loads the package on first use. Both share one chunk.
 */
import { lazy, Suspense } from 'react';

/** What a notification shows. */
export interface Notice {
  message: string;
  /** Display time in ms (seeds 000 §9: 5 s, 3 s for login prompts, 2 s for the timeout). */
  autoClose?: number;
  color?: string;
}

const loadNotifications = () => import('./notifications-chunk');

/** Shows a notification (loads the notifications chunk on first use). */
export function notify(notice: Notice): void {
  void loadNotifications().then(({ notifications }) => notifications.show({ ...notice }));
}

const LazyNotifications = lazy(() =>
  loadNotifications().then((module) => ({ default: module.NotificationsContainer })),
);

/** The notifications container (top centre), mounted lazily. */
export function AppNotifications() {
  return (
    <Suspense fallback={null}>
      <LazyNotifications />
    </Suspense>
  );
}
