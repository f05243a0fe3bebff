import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useSession } from '@qifu/session';
import { type ReactNode } from 'react';

import { useEnterpriseLoginHref } from '../declaration-entry/enterprise-login-prompt';
import { AppLink } from '@qifu/ui';

/** The prompt of seeds 000 §6 for actions that need an enterprise login. */
export const ENTERPRISE_LOGIN_MESSAGE = '请先使用企业账号进行登录';

/** Props of {@link EnterpriseLoginBlock}. */
export interface EnterpriseLoginBlockProps {
  /** 去登录; by default a link to the enterprise single sign-on page returning here (`useEnterpriseLoginHref`). */
  onLogin?: () => void;
  /** 暂不登录; by default a link to the home page. */
  onCancel?: () => void;
}

function SsoLoginButton() {
  return (
    <Button component="a" href={useEnterpriseLoginHref()}>
      去登录
    </Button>
  );
}

/**
 * The enterprise-login prompt shown in place of an enterprise-only page (seeds 000 §6: message
 * 请先使用企业账号进行登录, buttons 去登录 / 暂不登录), for visitors and non-enterprise users. The
 * page-level form of the declaration flow's `EnterpriseLoginPrompt` dialog (same texts, same
 * single-sign-on address).
 */
export function EnterpriseLoginBlock({ onLogin, onCancel }: EnterpriseLoginBlockProps) {
  return (
    <Paper withBorder p="xl" radius="sm" role="alert" aria-label="提示">
      <Stack align="center" gap="md" py="lg">
        <Text fz="lg" fw={500}>
          {ENTERPRISE_LOGIN_MESSAGE}
        </Text>
        <Group gap="sm">
          {onLogin ? (
            <Button onClick={onLogin}>去登录</Button>
          ) : (
            <SsoLoginButton />
          )}
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              暂不登录
            </Button>
          ) : (
            <Button component={AppLink} href="/page/home" variant="default">
              暂不登录
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** True when the session holds a logged-in enterprise user (user type QY, seeds 000 §6). */
export function useIsEnterprise(): boolean {
  const { isLoggedIn, userInfo } = useSession();
  return isLoggedIn && userInfo?.userType === 'QY';
}

/** Props of {@link EnterpriseOnly}. */
export interface EnterpriseOnlyProps extends EnterpriseLoginBlockProps {
  children: ReactNode;
}

/** Renders `children` for a logged-in enterprise, the {@link EnterpriseLoginBlock} otherwise. */
export function EnterpriseOnly({ children, ...prompt }: EnterpriseOnlyProps) {
  return useIsEnterprise() ? <>{children}</> : <EnterpriseLoginBlock {...prompt} />;
}
