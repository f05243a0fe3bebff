import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

import { Notifications } from '@mantine/notifications';

export { notifications } from '@mantine/notifications';

/** The app's notifications container: top centre, above the header. */
export function NotificationsContainer() {
  return <Notifications position="top-center" zIndex={1000} />;
}
