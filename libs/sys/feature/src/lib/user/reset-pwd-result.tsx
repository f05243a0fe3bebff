import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { copyText } from '@qifu/widgets';

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
