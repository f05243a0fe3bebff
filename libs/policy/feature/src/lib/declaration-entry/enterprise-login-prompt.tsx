import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';

import { Button, Group, Modal, Text } from '@mantine/core';
import { getPublicConfig } from '@qifu/session';
import { useQuery } from '@tanstack/react-query';

/** The single sign-on address when the public configuration is not loaded (the demo sign-on page). */
const SSO_URL_FALLBACK = '/sso/login';

/**
 * The enterprise login address of the government single sign-on page (seeds 000 §2 "personal and
 * enterprise login links … The return address carries userType=GR or userType=QY"):
 * `{ssoUrl}?userType=QY&redirect={origin}{returnPath}[?&]userType=QY`. The same shape as the
 * header's 企业登录 link (`ssoLoginHref` of `@qifu/portal-feature`, which this library may not
 * import), but returning to the page the user was on instead of the home page.
 *
 * @param ssoUrl - `getPublicConfig().ssoUrl`, e.g. `/sso/login`
 * @param origin - `window.location.origin`
 * @param returnPath - path and query to come back to, e.g. `/page/policyserverdetail?id=…`
 */
export function enterpriseLoginHref(ssoUrl: string, origin: string, returnPath: string): string {
  const back = `${origin}${returnPath}${returnPath.includes('?') ? '&' : '?'}userType=QY`;
  const separator = ssoUrl.includes('?') ? '&' : '?';
  return `${ssoUrl}${separator}userType=QY&redirect=${encodeURIComponent(back)}`;
}

/**
 * The enterprise login address for the current page ({@link enterpriseLoginHref}), from the public
 * configuration (`getPublicConfig`, cached under the same key as the portal header's) with the
 * demo sign-on page as fallback while it loads.
 */
export function useEnterpriseLoginHref(): string {
  const config = useQuery({ queryKey: ['publicConfig'], queryFn: () => getPublicConfig(), staleTime: Infinity, gcTime: Infinity });
  const ssoUrl = config.data?.ssoUrl ?? SSO_URL_FALLBACK;
  if (typeof window === 'undefined') return ssoUrl;
  return enterpriseLoginHref(ssoUrl, window.location.origin, `${window.location.pathname}${window.location.search}`);
}

/** Props of {@link EnterpriseLoginPrompt}. */
export interface EnterpriseLoginPromptProps {
  opened: boolean;
  /** 暂不登录, Escape or the close button. */
  onClose: () => void;
  /**
   * Where 去登录 goes. Default: the enterprise single sign-on page returning to the current page
   * ({@link useEnterpriseLoginHref}).
   */
  loginHref?: string;
}

function LoginButton({ href }: { href: string }) {
  return (
    <Button component="a" href={href} data-autofocus>
      去登录
    </Button>
  );
}

function SsoLoginButton() {
  return <LoginButton href={useEnterpriseLoginHref()} />;
}

/**
 * The enterprise-login prompt (seeds 000 §6 "Some actions need an enterprise login (prompt
 * 请先使用企业账号进行登录, buttons 去登录 / 暂不登录)"): a dialog titled 提示; 去登录 is a link
 * to the enterprise single sign-on login, 暂不登录 closes. Used by the declaration entry flow and
 * by every action only an enterprise may take.
 */
export function EnterpriseLoginPrompt({ opened, onClose, loginHref }: EnterpriseLoginPromptProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="提示" centered size="sm">
      <Text>请先使用企业账号进行登录</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          暂不登录
        </Button>
        {loginHref ? <LoginButton href={loginHref} /> : opened ? <SsoLoginButton /> : null}
      </Group>
    </Modal>
  );
}
