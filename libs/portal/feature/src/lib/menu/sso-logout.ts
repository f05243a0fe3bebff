/**
 * The single sign-on logout page with a return address (seeds 000 §4 "A periodic validity check
 * forces GR and QY users to the single sign-on logout page, with a redirect back"). The documents
 * give no logout address: it is the sign-on address with its last path segment `login` replaced by
 * `logout` (`/sso/login` → `/sso/logout`; the demo sign-on page serves both), or `logout` appended
 * to a sign-on address that does not end in `login`.
 *
 * @param ssoUrl `getPublicConfig().ssoUrl`
 * @param redirect the absolute address to come back to (e.g. `location.href`)
 *
 * Apart from `sso-links.ts` (part of the first load) because only the lazily loaded validity poll
 * needs it.
 */
export function ssoLogoutHref(ssoUrl: string, redirect: string): string {
  const [path = '', query] = ssoUrl.split('?', 2);
  const logoutPath = /\/login\/?$/.test(path) ? path.replace(/\/login\/?$/, '/logout') : `${path.replace(/\/+$/, '')}/logout`;
  const base = query ? `${logoutPath}?${query}&` : `${logoutPath}?`;
  return `${base}redirect=${encodeURIComponent(redirect)}`;
}
