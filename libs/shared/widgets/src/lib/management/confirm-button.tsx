import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';

import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';

import { MANAGEMENT_MESSAGES as M } from './messages';

/** Props of {@link ConfirmButton}. */
export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The button text. */
  children: ReactNode;
  /** Dialog title; default 提示. */
  title?: string;
  /** The question, e.g. 确定要删除用户“王强”吗？ */
  message: ReactNode;
  /** Confirm button text; default 确定. */
  confirmLabel?: string;
  /**
   * Runs after 确定; the dialog stays open (确定 loading, 取消 and closing disabled) until the
   * promise settles, and closes when it resolves. A rejection keeps the dialog open for another
   * try (the API client has already shown why), and is not rethrown.
   */
  onConfirm: () => Promise<unknown>;
  /** Accessible name when the button text alone is ambiguous (e.g. 删除：王强). */
  'aria-label'?: string;
}

/**
 * A button that asks before it acts — every destructive or state-changing action of a management
 * page: opens a dialog (title 提示) with `message`, 取消 and 确定 (in the button's `color`);
 * 确定 runs `onConfirm` and closes the dialog when it resolves.
 *
 * @example
 * ```tsx
 * <ConfirmButton color="red" message="确定要删除“德清县经信局”吗？" onConfirm={() => remove.mutateAsync({ id })}>删除</ConfirmButton>
 * ```
 */
export function ConfirmButton({
  children,
  title = M.confirmTitle,
  message,
  confirmLabel = M.confirm,
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
            {M.cancel}
          </Button>
          <Button color={color} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
