import { Button, Group, Modal, Text } from '@mantine/core';
import { useSsoLoginHref } from '@qifu/session';

function LoginLinks() {
  return (
    <>
      <Button component="a" href={useSsoLoginHref('GR')} variant="light">
        个人登录
      </Button>
      <Button component="a" href={useSsoLoginHref('QY')} data-autofocus>
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
