import { Button, Group, Modal, Text } from '@mantine/core';

/** Props of {@link LoginRequiredModal}. */
export interface LoginRequiredModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The login prompt of the documents (seeds 001 §8 "alert 请先登录"): title 提示, text 请先登录, one 确定 button. */
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
