import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

import { Notifications } from '@mantine/notifications';

/**
 * The app's notifications container: top centre, above the header (loaded with the first notice,
 * see notify.tsx). The notices already in the store when it mounts are shown at once (without
 * their enter transition). Nothing is taken out of the store during render: a render React
 * discards or repeats (concurrent rendering, StrictMode) would lose them.
 */
export function NotificationsContainer() {
  return <Notifications position="top-center" zIndex={1000} />;
}
