import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';

import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import { type UseFormReturnType } from '@mantine/form';
import { type FormEvent, type ReactNode } from 'react';

import { MANAGEMENT_MESSAGES as M } from './messages';

/**
 * Moves focus to the first invalid field inside `container` and scrolls it to the middle of the
 * view (seeds 000 §5, 001 §5 "Form errors scroll into view"). Runs on the next animation frame:
 * Mantine sets `aria-invalid` in the render that shows the errors. Does nothing when no field is
 * invalid.
 */
export function focusFirstError(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    field.focus();
  });
}

/**
 * The `onSubmit` of a `<form>` bound to a Mantine form: validates, calls `onValid` with the
 * values, or shows the errors and brings the first invalid field into view ({@link focusFirstError}).
 * For forms outside a dialog; {@link FormModal} uses it itself.
 */
export function submitWithErrorFocus<Values>(form: UseFormReturnType<Values>, onValid: (values: Values) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    const container = event.currentTarget;
    form.onSubmit(
      (values) => onValid(values),
      () => focusFirstError(container),
    )(event);
  };
}

/** Props of {@link FormModal}. */
export interface FormModalProps<Values> {
  opened: boolean;
  /** 取消, Escape or the close button (ignored while `busy`). */
  onClose: () => void;
  /** Dialog title, e.g. 新增用户 / 编辑用户. */
  title: string;
  /** The Mantine form holding the values and rules. */
  form: UseFormReturnType<Values>;
  /** Called with valid values only; 保存 shows `busy` meanwhile. */
  onSubmit: (values: Values) => void | Promise<void>;
  /** A save is running (the mutation's `isPending`): 保存 loading, 取消 and closing disabled. */
  busy?: boolean;
  /** Submit button text; default 保存. */
  submitLabel?: string;
  /** Mantine modal size; default `lg`. */
  size?: ModalProps['size'];
  children: ReactNode;
}

/**
 * A dialog holding one create/edit form: the fields (stacked), 取消 and 保存. 保存 validates;
 * invalid fields show their messages and the first one is focused and scrolled into view
 * (seeds 000 §5, 001 §5).
 */
export function FormModal<Values>({
  opened,
  onClose,
  title,
  form,
  onSubmit,
  busy = false,
  submitLabel = M.save,
  size = 'lg',
  children,
}: FormModalProps<Values>) {
  return (
    <Modal opened={opened} onClose={() => (busy ? undefined : onClose())} title={title} size={size} centered>
      <form noValidate onSubmit={submitWithErrorFocus(form, (values) => void onSubmit(values))}>
        <Stack gap="sm">{children}</Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {M.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
