import { Button, Group, Modal, Text } from '@mantine/core';
import { getPublicConfig } from '@qifu/session';
import { useQuery } from '@tanstack/react-query';

/** The single sign-on address while the public configuration loads (the demo sign-on page). */
const SSO_URL_FALLBACK = '/sso/login';

/**
 * The single sign-on address for `userType` returning to the current page (same shape as the
 * header's 个人登录 / 企业登录 links, seeds 000 §2: the return address carries `userType`).
 * @param ssoUrl - `getPublicConfig().ssoUrl`
 * @param returnUrl - absolute address to come back to
 */
export function ssoHref(ssoUrl: string, userType: 'GR' | 'QY', returnUrl: string): string {
  const back = `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}userType=${userType}`;
  return `${ssoUrl}${ssoUrl.includes('?') ? '&' : '?'}userType=${userType}&redirect=${encodeURIComponent(back)}`;
}

function LoginLinks() {
  const config = useQuery({ queryKey: ['publicConfig'], queryFn: () => getPublicConfig(), staleTime: Infinity, gcTime: Infinity });
  const ssoUrl = config.data?.ssoUrl ?? SSO_URL_FALLBACK;
  const here = typeof window === 'undefined' ? '' : window.location.href;
  return (
    <>
      <Button component="a" href={ssoHref(ssoUrl, 'GR', here)} variant="light">
        个人登录
      </Button>
      <Button component="a" href={ssoHref(ssoUrl, 'QY', here)} data-autofocus>
        企业登录
      </Button>
    </>
  );
}

/** Props of {@link LoginPrompt}. */
export interface LoginPromptProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The prompt of seeds 000 §6 for actions that need any login (请先登录): a dialog titled 提示 with the
 * two sign-on links (个人登录 / 企业登录, back to this page) and 取消.
 */
export function LoginPrompt({ opened, onClose }: LoginPromptProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="提示" centered size="sm">
      <Text>请先登录</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose}>
          取消
        </Button>
        {opened ? <LoginLinks /> : null}
      </Group>
    </Modal>
  );
}
