import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/** Props of {@link ConfirmButton}. */
export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The button text (also names the dialog's confirm button unless `confirmLabel` is given). */
  children: ReactNode;
  /** Dialog title; default 提示. */
  title?: string;
  /** The question, e.g. 确定要删除用户“王强”吗？ */
  message: ReactNode;
  /** Confirm button text; default 确定. */
  confirmLabel?: string;
  /** Runs after confirmation; the dialog stays open (loading) until it settles and closes on success. */
  onConfirm: () => Promise<unknown>;
  /** Accessible name when the button text alone is ambiguous in a table row (e.g. 删除：王强). */
  'aria-label'?: string;
}

/**
 * A button that asks before it acts (every destructive or state-changing action of the
 * administration pages): opens a dialog with `message`, 取消 and 确定; 确定 runs `onConfirm`
 * (showing its progress) and closes the dialog when it resolves. A rejection keeps the dialog
 * open (the API client has already shown why).
 */
export function ConfirmButton({
  children,
  title = '提示',
  message,
  confirmLabel = '确定',
  onConfirm,
  color,
  'aria-label': ariaLabel,
  ...buttonProps
}: ConfirmButtonProps) {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpened(false);
    } catch {
      // shown by the API client; keep the dialog for another try
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button color={color} aria-label={ariaLabel} {...buttonProps} onClick={() => setOpened(true)}>
        {children}
      </Button>
      <Modal opened={opened} onClose={() => (busy ? undefined : setOpened(false))} title={title} centered size="sm">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpened(false)} disabled={busy}>
            取消
          </Button>
          <Button color={color === undefined ? undefined : color} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
