// Center's own styles: without them the card sat in the top-left corner (issue 14).
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/PasswordInput.css';

import { Alert, Anchor, Box, Button, Center, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { login, loginLandingPath, menuListAtom, sendLoginCode, sessionStore } from '@qifu/session';
import { isApiError } from '@qifu/sdk';
import { useCountdown } from '@qifu/ui';
import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';

import { LogoMark } from '../header/logo-mark';
import { AppLink } from '@qifu/ui';
import { PUBLIC_CONFIG_FALLBACK, usePublicConfig } from '../use-public-config';

/** Login-code countdown (seeds 000 §7, §9): 60 s. */
export const LOGIN_CODE_COUNTDOWN_S = 60;

interface FieldErrors {
  userName?: string;
  password?: string;
  verifiCode?: string;
}

function failureText(error: unknown): string | null {
  if (isApiError(error)) return error.shown ? null : error.message;
  return error instanceof Error ? error.message : '登录失败，请稍后重试';
}

/**
 * The login page, /login (seeds 000 §3 "Login params", §7): user name, password and — when
 * `getPublicConfig().loginCodeEnabled` — an SMS code with 获取验证码 starting a 60 s countdown
 * (`{n}s后重新获取`, disabled meanwhile). After login, staff go to /index, GR/QY users to
 * /page/home and a user whose first menu item is the call centre (CALL) to /ecall (`loginLandingPath`, issue 16); a YYF whose password is older than 90 days is told 您的密码已超过90天未修改，请马上修改
 * by a prompt whose 立即修改 opens the change-password dialog (`promptPasswordAge`).
 */
export function LoginPage() {
  const router = useRouter();
  const config = usePublicConfig();
  const codeEnabled = config.data?.loginCodeEnabled ?? false;
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [verifiCode, setVerifiCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown(LOGIN_CODE_COUNTDOWN_S);

  const requestCode = async () => {
    if (!userName.trim()) {
      setErrors((current) => ({ ...current, userName: '请输入用户名' }));
      return;
    }
    setSending(true);
    try {
      await sendLoginCode(userName.trim());
      countdown.start();
      notifications.show({ color: 'green', message: '验证码已发送', autoClose: 3000 });
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (!userName.trim()) next.userName = '请输入用户名';
    if (!password) next.password = '请输入密码';
    if (codeEnabled && !verifiCode.trim()) next.verifiCode = '请输入验证码';
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) return;
    setSubmitting(true);
    try {
      const user = await login({ userName: userName.trim(), password, verifiCode: verifiCode.trim() || undefined });
      if (user.userType === 'YYF') {
        // The prompt and its dialog load only for operators (kept out of the first load's preload lists).
        void import('../header/password-age-prompt').then((m) => m.promptPasswordAge((target) => void router.navigate({ href: target })));
      }
      const target = loginLandingPath(user.userType, sessionStore.get(menuListAtom));
      await router.navigate({ href: target });
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setSubmitting(false);
    }
  };

  const siteName = config.data?.serviceCentreName ?? PUBLIC_CONFIG_FALLBACK.serviceCentreName;
  return (
    <Box mih="100vh" bg="blue.0" component="main">
      <Center mih="100vh" p="md">
        <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
          <Stack gap="lg">
            <Group gap="sm" justify="center">
              <LogoMark />
              <Title order={1} size="h3" c="blue.8">
                {siteName}
              </Title>
            </Group>
            <Text ta="center" c="dimmed" size="sm">
              工作人员登录
            </Text>
            {failure ? (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            ) : null}
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Stack gap="md">
                <TextInput
                  label="用户名"
                  placeholder="请输入用户名"
                  autoComplete="username"
                  required
                  value={userName}
                  error={errors.userName}
                  onChange={(event) => setUserName(event.currentTarget.value)}
                  data-autofocus
                />
                <PasswordInput
                  label="密码"
                  placeholder="请输入密码"
                  autoComplete="current-password"
                  required
                  value={password}
                  error={errors.password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                />
                {codeEnabled ? (
                  <Group gap="sm" align="flex-start" wrap="nowrap">
                    <TextInput
                      label="验证码"
                      placeholder="请输入验证码"
                      autoComplete="one-time-code"
                      inputMode="numeric"
                      maxLength={8}
                      required
                      style={{ flex: 1 }}
                      value={verifiCode}
                      error={errors.verifiCode}
                      onChange={(event) => setVerifiCode(event.currentTarget.value)}
                    />
                    <Button
                      variant="light"
                      mt={25}
                      w={130}
                      disabled={countdown.running}
                      loading={sending}
                      onClick={() => void requestCode()}
                    >
                      {countdown.running ? `${countdown.remaining}s后重新获取` : '获取验证码'}
                    </Button>
                  </Group>
                ) : null}
                <Button type="submit" fullWidth loading={submitting} size="md">
                  登录
                </Button>
              </Stack>
            </form>
            <Text ta="center" size="sm">
              <Anchor component={AppLink} href="/page/home">
                返回首页
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
