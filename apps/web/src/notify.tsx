/**
 * Mantine notifications without putting them in the first load (issue 13 §4: the home page's JS
 * and CSS on the wire ≤ 150 KB). Only the notifications store (about 1 KB: `notifications.show`
 * of `notify()` and of the libraries) is in the shell; the container (`Notifications`, its
 * transitions, Portal, CloseButton, react-remove-scroll's class names: about 10 KB brotli) is
 * loaded and mounted when the store first holds a notice, so a page that shows none never loads
 * it. The notice then enters with its transition (see notifications-chunk.tsx). When that chunk
 * cannot load (the server is down: exactly when 网络连接错误 must show), {@link PlainNotices}
 * shows the store's notices without Mantine's container.
 */
import { notifications, notificationsStore } from '@mantine/notifications';
import { Component, lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';

/** What a notification shows. */
export interface Notice {
  message: string;
  /** Display time in ms (seeds 000 §9: 5 s, 3 s for login prompts, 2 s for the timeout). */
  autoClose?: number;
  color?: string;
}

/** Whether a notice with this text is shown or waiting in the store right now. */
function isNoticeOpen(message: string): boolean {
  const { notifications: shown, queue } = notificationsStore.getState();
  return shown.some((n) => n.message === message) || queue.some((n) => n.message === message);
}

/**
 * Shows a notification (the container loads with the first one). One message per distinct error at
 * a time (issue 14 "calm errors"): while a notice with the same text is shown or queued, another
 * is dropped — five failed calls with the API down give one 网络连接错误, not a stack of five. The
 * same text shows again once the first has closed (after its `autoClose` ms).
 */
export function notify(notice: Notice): void {
  if (isNoticeOpen(notice.message)) return;
  notifications.show({ ...notice });
}

const LazyNotifications = lazy(() =>
  import('./notifications-chunk').then((module) => ({ default: module.NotificationsContainer })),
);

let noticeSeen = false;

/** Whether a notice was ever in the store (sticky: the container stays mounted once loaded). */
function hasHadNotice(): boolean {
  if (!noticeSeen) {
    const { notifications: shown, queue } = notificationsStore.getState();
    noticeSeen = shown.length + queue.length > 0;
  }
  return noticeSeen;
}

/**
 * The store's shown notices as plain boxes at the top centre (role="status"), each hidden after its
 * `autoClose` ms: the fallback when the container's chunk fails to load.
 */
function PlainNotices() {
  const { notifications: shown } = useSyncExternalStore(notificationsStore.subscribe, notificationsStore.getState);
  useEffect(() => {
    const timers = shown.map((n) => setTimeout(() => notifications.hide(n.id ?? ''), typeof n.autoClose === 'number' ? n.autoClose : 4000));
    return () => timers.forEach(clearTimeout);
  }, [shown]);
  return (
    <div role="status" style={{ position: 'fixed', top: 16, left: '50%', transform: 'translateX(-50%)', zIndex: 1000 }}>
      {shown.map((n) => (
        <div key={n.id} data-plain-notice style={{ background: '#fff', borderLeft: `4px solid var(--mantine-color-${n.color ?? 'blue'}-filled)`, boxShadow: 'var(--mantine-shadow-md)', padding: '8px 16px', marginBottom: 8 }}>
          {n.message}
        </div>
      ))}
    </div>
  );
}

/** Renders {@link PlainNotices} instead of its child once the child failed (the chunk did not load). */
class ChunkFallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <PlainNotices /> : this.props.children;
  }
}

/** The notifications container (top centre), mounted with the first notice. */
export function AppNotifications() {
  const mounted = useSyncExternalStore(notificationsStore.subscribe, hasHadNotice, () => false);
  if (!mounted) return null;
  return (
    <ChunkFallback>
      <Suspense fallback={null}>
        <LazyNotifications />
      </Suspense>
    </ChunkFallback>
  );
}
