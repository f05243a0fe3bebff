import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** Copies `text` to the clipboard: 复制成功, or 该浏览器不支持自动复制 (seeds 000 §8). */
export async function copyText(text: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('unsupported');
    await navigator.clipboard.writeText(text);
    notifications.show({ color: 'green', message: '复制成功', autoClose: 3000 });
  } catch {
    notifications.show({ color: 'orange', message: '该浏览器不支持自动复制', autoClose: 5000 });
  }
}

/** Props of {@link ResetPwdResult}. */
export interface ResetPwdResultProps {
  /** The account and its new password; the dialog is closed when null. */
  result: { name: string; userName: string; password: string } | null;
  onClose: () => void;
}

/** The outcome of 重置密码: the new password, shown once, with 复制. */
export function ResetPwdResult({ result, onClose }: ResetPwdResultProps) {
  return (
    <Modal opened={result !== null} onClose={onClose} title="重置密码成功" centered size="sm">
      {result ? (
        <Stack gap="sm">
          <Text size="sm">
            用户“{result.name}”（{result.userName}）的新密码为：
          </Text>
          <Code fz="lg" data-testid="new-password">
            {result.password}
          </Code>
          <Text size="xs" c="dimmed">
            请将新密码告知用户，该密码只显示一次。
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void copyText(result.password)}>
              复制
            </Button>
            <Button onClick={onClose}>关闭</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
