import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';

import { Button, Group, Modal, Text } from '@mantine/core';

/** The question of seeds 000 §8 "Declaration abandon". */
export const ABANDON_DECLARATION_MESSAGE = '是否确定要放弃录入本次政策申报？';

/** Props of {@link AbandonConfirm}. */
export interface AbandonConfirmProps {
  opened: boolean;
  /** 确认退出: leave the form. */
  onConfirm: () => void;
  /** 继续录入, Escape or the close button: stay. */
  onCancel: () => void;
}

/**
 * The confirmation before leaving a declaration form with unsaved answers (seeds 000 §4 step 4,
 * §8 "Declaration abandon": 是否确定要放弃录入本次政策申报？ with confirm exit or continue entering):
 * title 提示, buttons 确认退出 / 继续录入 (the safe one focused).
 */
export function AbandonConfirm({ opened, onConfirm, onCancel }: AbandonConfirmProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="提示" centered size="sm">
      <Text>{ABANDON_DECLARATION_MESSAGE}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onConfirm}>
          确认退出
        </Button>
        <Button onClick={onCancel} data-autofocus>
          继续录入
        </Button>
      </Group>
    </Modal>
  );
}
