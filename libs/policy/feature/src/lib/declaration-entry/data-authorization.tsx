/**
 * Opening the data-authorization dialog from anywhere, loading it on demand. Light on purpose: the
 * app may mount {@link DataAuthorizationHost} in its shell; the dialog (Modal, the agreement, the
 * mutations) loads only when it first opens.
 */
import { fetchEntAuthStatus } from '@qifu/policy-data-access';
import { DATA_AUTHORIZATION_EVENT, takeDataAuthorizationRequest, useSession } from '@qifu/session';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';

const DataAuthorizationDialog = lazy(() =>
  import('./data-authorization-dialog').then((module) => ({ default: module.DataAuthorizationDialog })),
);

/** What {@link useDataAuthorization} returns. */
export interface DataAuthorization {
  /** Opens the dialog. */
  open: () => void;
  /** The dialog (loaded on first open); render once. */
  dialog: ReactNode;
}

/**
 * The data-authorization dialog of one component: `open()` shows it (loading it on first use),
 * `dialog` renders it. See `DataAuthorizationDialog` (seeds 000 §4, §8).
 */
export function useDataAuthorization(): DataAuthorization {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const open = useCallback(() => {
    setLoaded(true);
    setOpened(true);
  }, []);
  const dialog = loaded ? (
    <Suspense fallback={null}>
      <DataAuthorizationDialog opened={opened} onClose={() => setOpened(false)} />
    </Suspense>
  ) : null;
  return { open, dialog };
}

/**
 * The app-wide host of the data-authorization dialog (seeds 000 §4 "Data authorization status"):
 * - for a logged-in enterprise (QY) it fetches the status once per login and stores it in the
 *   session as `PROTOCOL_STATUS` (00 when empty) — "For a logged-in enterprise user the status is
 *   fetched and stored";
 * - it opens the dialog on {@link DATA_AUTHORIZATION_EVENT} (the header dropdown's 企业用户授权, seeds
 *   000 §6), for enterprises only.
 *
 * Mount it once in the app's layout (`<DataAuthorizationHost />`); it renders nothing until opened.
 */
export function DataAuthorizationHost() {
  const { isLoggedIn, userInfo } = useSession();
  const enterprise = isLoggedIn && userInfo?.userType === 'QY';
  const userId = userInfo?.id;
  const { open, dialog } = useDataAuthorization();

  useEffect(() => {
    if (!enterprise) return;
    fetchEntAuthStatus().catch(() => undefined); // stored on success; shown by the API client otherwise
  }, [enterprise, userId]);

  useEffect(() => {
    if (!enterprise) return undefined;
    const onRequest = () => {
      if (takeDataAuthorizationRequest()) open();
    };
    onRequest(); // a request made before this host was mounted
    window.addEventListener(DATA_AUTHORIZATION_EVENT, onRequest);
    return () => window.removeEventListener(DATA_AUTHORIZATION_EVENT, onRequest);
  }, [enterprise, open]);

  return <>{dialog}</>;
}
