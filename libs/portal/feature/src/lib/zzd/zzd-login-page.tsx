// Center's own styles (issue 14: the card centred, not in the top-left corner).
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Alert.css';

import { Alert, Anchor, Box, Center, Loader, Stack, Text } from '@mantine/core';
import { isZZDAtom, loginByZzd, sessionStore } from '@qifu/session';
import { isApiError } from '@qifu/sdk';
import { AppLink } from '@qifu/ui';
import { useEffect, useRef, useState } from 'react';

/** Where a government-app login lands (seeds 000 §2 "/page/zzd/home (government-app home)"). */
export const ZZD_HOME_PATH = '/page/zzd/home';

/** Props of {@link ZzdLoginPage}. */
export interface ZzdLoginPageProps {
  /** The query of /zzd/login (seeds 000 §3 "Government-app login params"); `''` when missing. */
  accountId: string;
  token: string;
  name: string;
  /** Goes to the government-app home after the login (replacing /zzd/login in the history). */
  onLoggedIn: (path: typeof ZZD_HOME_PATH) => void;
}

/** Visually hidden, read by screen readers: the page's one `h1` (issue 14). */
const srOnly = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

function failureText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error && error.message ? error.message : '登录失败，请稍后重试';
}

/**
 * /zzd/login (seeds 000 §2 "government-app redirect login", §3, §7): switches the session to the
 * government-app mode, logs in with accountId, token and name (`loginByZzdAccountId`), loads the
 * government-app menu (`getDingMenus`) and lands on /page/zzd/home. While it works: 正在登录…; on
 * failure the reason (e.g. 该政务钉钉账号未关联平台用户) under 政务钉钉登录失败 with 返回首页; without
 * accountId or token: 缺少政务钉钉登录参数 and no call. Texts not in the documents.
 */
export function ZzdLoginPage({ accountId, token, name, onLoggedIn }: ZzdLoginPageProps) {
  const [failure, setFailure] = useState<string | null>(accountId && token ? null : '缺少政务钉钉登录参数');
  const started = useRef(false);

  useEffect(() => {
    sessionStore.set(isZZDAtom, true);
    if (started.current || !accountId || !token) return;
    started.current = true; // once, also under StrictMode's double effect
    loginByZzd({ accountId, token, ...(name ? { name } : {}) }).then(
      () => onLoggedIn(ZZD_HOME_PATH),
      (error: unknown) => setFailure(failureText(error)),
    );
  }, [accountId, token, name, onLoggedIn]);

  return (
    <Box component="main" mih="100vh" bg="gray.0">
      <h1 style={srOnly}>政务钉钉登录</h1>
      <Center mih="100vh" p="md">
        {failure ? (
          <Stack maw={420} w="100%">
            <Alert color="red" variant="light" title="政务钉钉登录失败" role="alert">
              {failure}
            </Alert>
            <Text ta="center">
              <Anchor component={AppLink} href="/page/home">
                返回首页
              </Anchor>
            </Text>
          </Stack>
        ) : (
          <Stack align="center" gap="sm" aria-busy="true">
            <Loader />
            <Text c="dimmed">正在登录…</Text>
          </Stack>
        )}
      </Center>
    </Box>
  );
}
