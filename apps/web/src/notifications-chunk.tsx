import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

import { notifications, notificationsStore, Notifications, type NotificationData } from '@mantine/notifications';
import { useEffect, useState } from 'react';

/**
 * Takes the notices shown before the container was loaded out of the store (silently, no
 * re-render): react-transition-group shows the children present at mount without their enter
 * transition, so they are shown again once the container is mounted.
 */
function takeEarlyNotices(): NotificationData[] {
  const state = notificationsStore.getState();
  const early = [...state.notifications, ...state.queue];
  notificationsStore.updateState({ ...state, notifications: [], queue: [] });
  return early;
}

/** The app's notifications container: top centre, above the header (loaded with the first notice). */
export function NotificationsContainer() {
  const [early] = useState(takeEarlyNotices);
  useEffect(() => {
    // the notices keep their ids: a second call (StrictMode) shows nothing twice
    for (const notice of early) notifications.show(notice);
  }, [early]);
  return <Notifications position="top-center" zIndex={1000} />;
}
