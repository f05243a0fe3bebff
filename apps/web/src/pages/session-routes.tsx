import { loadSessionPages } from '@qifu/portal-feature';
import { validateZzdLoginSearch } from '@qifu/session';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';

// This module is itself loaded lazily (session routes): wait for the session pages' chunk here.
const { HeaderPage, ZzdHomePage, ZzdLoginPage } = await loadSessionPages();

/** /zzd/login?accountId=&token=&name=: the government-app login, then /page/zzd/home (replacing this entry). */
export function ZzdLoginRoute() {
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const { accountId, token, name } = validateZzdLoginSearch(search);
  const router = useRouter();
  const onLoggedIn = useCallback((path: string) => void router.navigate({ href: path, replace: true }), [router]);
  return <ZzdLoginPage accountId={accountId} token={token} name={name} onLoggedIn={onLoggedIn} />;
}

/** /page/zzd/home: the government-app home. */
export function ZzdHomeRoute() {
  return <ZzdHomePage />;
}

/** /header: the portal header alone. */
export function HeaderRoute() {
  return <HeaderPage />;
}
