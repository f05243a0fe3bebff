import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';

import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { getPublicConfig, useSession } from '@qifu/session';
import { useQuery } from '@tanstack/react-query';

/** The prompt of seeds 000 §6 for actions that need an enterprise login. */
export const ENTERPRISE_LOGIN_MESSAGE = '请先使用企业账号进行登录';

/** The single sign-on address while the public configuration loads (the demo sign-on page). */
const SSO_URL_FALLBACK = '/sso/login';

/**
 * The enterprise login address of the single sign-on page returning to `returnPath` (seeds 000 §2 "enterprise login
 * links … The return address carries userType=QY"): `{ssoUrl}?userType=QY&redirect={origin}{returnPath}[?&]userType=QY`.
 * The same shape as the header's 企业登录 link.
 *
 * @param ssoUrl - `getPublicConfig().ssoUrl`, e.g. `/sso/login`
 * @param origin - `window.location.origin`
 * @param returnPath - path and query to come back to, e.g. `/page/appeal?tab=submit`
 */
export function enterpriseLoginHref(ssoUrl: string, origin: string, returnPath: string): string {
  const back = `${origin}${returnPath}${returnPath.includes('?') ? '&' : '?'}userType=QY`;
  return `${ssoUrl}${ssoUrl.includes('?') ? '&' : '?'}userType=QY&redirect=${encodeURIComponent(back)}`;
}

/** {@link enterpriseLoginHref} for the current page, from the public configuration (same cache key as the header's). */
export function useEnterpriseLoginHref(): string {
  const config = useQuery({ queryKey: ['publicConfig'], queryFn: () => getPublicConfig(), staleTime: Infinity, gcTime: Infinity });
  const ssoUrl = config.data?.ssoUrl ?? SSO_URL_FALLBACK;
  if (typeof window === 'undefined') return ssoUrl;
  return enterpriseLoginHref(ssoUrl, window.location.origin, `${window.location.pathname}${window.location.search}`);
}

/** True when the session holds a logged-in enterprise user (user type QY, seeds 000 §6). */
export function useIsEnterprise(): boolean {
  const { isLoggedIn, userInfo } = useSession();
  return isLoggedIn && userInfo?.userType === 'QY';
}

function LoginLink({ dialog }: { dialog?: boolean }) {
  return (
    <Button component="a" href={useEnterpriseLoginHref()} data-autofocus={dialog ? true : undefined}>
      去登录
    </Button>
  );
}

/** Props of {@link EnterpriseLoginBlock}. */
export interface EnterpriseLoginBlockProps {
  /** 暂不登录. */
  onCancel: () => void;
}

/**
 * The enterprise-login prompt in place of an enterprise-only tab (seeds 000 §6: 请先使用企业账号进行登录, buttons 去登录 —
 * the enterprise single sign-on returning here — and 暂不登录).
 */
export function EnterpriseLoginBlock({ onCancel }: EnterpriseLoginBlockProps) {
  return (
    <Paper withBorder p="xl" radius="sm" role="alert" aria-label="提示">
      <Stack align="center" gap="md" py="lg">
        <Text fz="lg" fw={500}>
          {ENTERPRISE_LOGIN_MESSAGE}
        </Text>
        <Group gap="sm">
          <LoginLink />
          <Button variant="default" onClick={onCancel}>
            暂不登录
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Props of {@link EnterpriseLoginPrompt}. */
export interface EnterpriseLoginPromptProps {
  opened: boolean;
  /** 暂不登录, Escape or the close button. */
  onClose: () => void;
}

/** The same prompt as a dialog titled 提示 (for the 我要诉求 button of a visitor or a non-enterprise user). */
export function EnterpriseLoginPrompt({ opened, onClose }: EnterpriseLoginPromptProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="提示" centered size="sm">
      <Text>{ENTERPRISE_LOGIN_MESSAGE}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          暂不登录
        </Button>
        {opened ? <LoginLink dialog /> : null}
      </Group>
    </Modal>
  );
}
