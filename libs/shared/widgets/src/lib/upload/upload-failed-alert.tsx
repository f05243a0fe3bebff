import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';

import { Button, Group, Modal, Stack, Text } from '@mantine/core';

import { WIDGET_MESSAGES as M } from '../internal/messages';

/** Props of {@link UploadFailedAlert}. */
export interface UploadFailedAlertProps {
  /** The reason (the server's text); `null` keeps the alert closed. */
  reason: string | null;
  onClose: () => void;
}

/** The alert titled 提示 a failed file upload opens (seeds 000 §8, 001 §8): 上传失败! and the reason. */
export function UploadFailedAlert({ reason, onClose }: UploadFailedAlertProps) {
  return (
    <Modal opened={reason !== null} onClose={onClose} title={M.alertTitle} centered size="sm">
      <Stack gap="xs">
        <Text>{M.uploadFailed}</Text>
        {reason && reason !== M.uploadFailed ? (
          <Text size="sm" c="dimmed">
            {reason}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button size="xs" onClick={onClose}>
            确定
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
