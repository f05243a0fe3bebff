/**
 * Background services of the portal, started after the first paint (`loadPortalServices()` of the
 * library's index, a chunk of its own):
 * - the login-validity poll of seeds 000 §4 for GR and QY users (every 14,412,000 ms in a
 *   production build, 312,000 ms otherwise): when the login is no longer valid the session is
 *   cleared and the browser goes to the single sign-on logout page with a redirect back here;
 * - the analytics of seeds 000 §9 (clicks, jank) sent to the platform's own business log;
 * - signed external links: a plain click on a link marked `data-sign` (the header's and footer's
 *   external sub-platforms, the government-app tiles) is, for an enterprise (QY) user, held,
 *   signed (`signExternalUrl`) and then followed ({@link installSignedLinks}). Until this chunk has
 *   loaded (the first moments of a page) such a link is followed unsigned.
 */
import {
  clearSession,
  getPublicConfig,
  sessionStore,
  startAnalytics,
  startTokenValidityPoll,
  userInfoAtom,
  validityPollInterval,
} from '@qifu/session';

import { ssoLogoutHref } from '../menu/sso-logout';
import { PUBLIC_CONFIG_FALLBACK } from '../use-public-config';

/** Options of {@link startPortalServices}. */
export interface PortalServicesOptions {
  /** Production build (`import.meta.env.PROD`): selects the poll interval. */
  production: boolean;
  /** Page navigation (tests); default `location.assign`. */
  assign?: (href: string) => void;
  /** Starts the analytics too (default true). */
  analytics?: boolean;
}

/**
 * What happens when the poll finds the login invalid: clears the session, then goes to the single
 * sign-on logout page (`ssoLogoutHref`) with the current address as the return address.
 */
export async function leaveForSsoLogout(assign: (href: string) => void = (href) => window.location.assign(href)): Promise<void> {
  const back = window.location.href;
  clearSession();
  const ssoUrl = await getPublicConfig().then(
    (config) => config.ssoUrl,
    () => PUBLIC_CONFIG_FALLBACK.ssoUrl,
  );
  assign(ssoLogoutHref(ssoUrl, back));
}

/**
 * Signs external links for enterprise users (seeds 000 §2 "For enterprise users an external link is
 * first signed through a call and then followed", §6): listens (capture phase) for plain clicks on
 * links marked `data-sign`; for a QY user the click is held and {@link followExternalLink} runs;
 * for anyone else, and for modified clicks (new tab), the link works as usual.
 * @returns the function that stops listening.
 */
export function installSignedLinks(assign?: (href: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[data-sign]') : null;
    if (!(link instanceof HTMLAnchorElement) || sessionStore.get(userInfoAtom)?.userType !== 'QY') return;
    event.preventDefault();
    void followExternalLink(link.href, assign);
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}

/** Starts the poll, the signed links and the analytics. @returns the function that stops them. */
export function startPortalServices({ production, assign, analytics = true }: PortalServicesOptions): () => void {
  const stops = [
    startTokenValidityPoll({ intervalMs: validityPollInterval(production), onInvalid: () => void leaveForSsoLogout(assign) }),
    installSignedLinks(assign),
    analytics ? startAnalytics() : () => undefined,
  ];
  return () => stops.forEach((stop) => stop());
}

/**
 * Follows an external link (seeds 000 §2, §6): for an enterprise (QY) user the address signed by
 * `signExternalUrl` (the plain one when signing fails), for anyone else the plain one, in this window.
 */
export async function followExternalLink(href: string, assign: (href: string) => void = (to) => window.location.assign(to)): Promise<void> {
  const { externalLinkTarget } = await import('./external-link');
  assign(await externalLinkTarget(href, sessionStore.get(userInfoAtom)?.userType));
}
