import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';

import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';

import { AppLink } from '../app-link';

/** Props of {@link LoginRequiredModal}. */
export interface LoginRequiredModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The alert of actions that need any login (seeds 000 §6 "Others need any login (请先登录)", seeds 001
 * §8): title 提示, text 请先登录, one 确定 button.
 */
export function LoginRequiredModal({ opened, onClose }: LoginRequiredModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="提示" centered size="sm">
      <Text>请先登录</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          确定
        </Button>
      </Group>
    </Modal>
  );
}

/** The prompt of seeds 000 §6 for actions that need an enterprise login. */
export const ENTERPRISE_LOGIN_MESSAGE = '请先使用企业账号进行登录';

/** Props of {@link EnterpriseLoginPrompt}. */
export interface EnterpriseLoginPromptProps {
  opened: boolean;
  /** 暂不登录, Escape or the close button. */
  onClose: () => void;
  /** Where 去登录 goes: the enterprise single sign-on page returning here (`useSsoLoginHref('QY')` of `@qifu/session`). */
  loginHref: string;
}

/**
 * The enterprise-login prompt (seeds 000 §6 "Some actions need an enterprise login (prompt
 * 请先使用企业账号进行登录, buttons 去登录 / 暂不登录)"): a dialog titled 提示; 去登录 is a link, 暂不登录 closes.
 */
export function EnterpriseLoginPrompt({ opened, onClose, loginHref }: EnterpriseLoginPromptProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="提示" centered size="sm">
      <Text>{ENTERPRISE_LOGIN_MESSAGE}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          暂不登录
        </Button>
        <Button component="a" href={loginHref} data-autofocus>
          去登录
        </Button>
      </Group>
    </Modal>
  );
}

/** Props of {@link EnterpriseLoginBlock}. */
export interface EnterpriseLoginBlockProps {
  /** 去登录 as a button (e.g. the app's own login page); else a link to {@link EnterpriseLoginBlockProps.loginHref}. */
  onLogin?: () => void;
  /** 去登录 as a link: the enterprise single sign-on page returning here (`useSsoLoginHref('QY')`). */
  loginHref?: string;
  /** 暂不登录; by default a link to the home page. */
  onCancel?: () => void;
}

/**
 * The enterprise-login prompt shown in place of an enterprise-only page or tab (seeds 000 §6:
 * 请先使用企业账号进行登录, buttons 去登录 / 暂不登录), the page-level form of {@link EnterpriseLoginPrompt}.
 */
export function EnterpriseLoginBlock({ onLogin, loginHref, onCancel }: EnterpriseLoginBlockProps) {
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
            <Button component="a" href={loginHref}>
              去登录
            </Button>
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
