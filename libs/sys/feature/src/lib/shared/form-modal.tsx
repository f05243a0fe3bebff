import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import { type UseFormReturnType } from '@mantine/form';
import { type ReactNode } from 'react';

/** Moves focus to the first invalid field of `container` and scrolls it into view (seeds 000 §5 "Form errors scroll into view"). */
export function focusFirstError(container: HTMLElement | null): void {
  // Mantine sets aria-invalid after the render that shows the errors.
  requestAnimationFrame(() => {
    const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    field.focus();
  });
}

/** Props of {@link FormModal}. */
export interface FormModalProps<Values> {
  opened: boolean;
  onClose: () => void;
  /** Dialog title, e.g. 新增用户 / 编辑用户. */
  title: string;
  /** The Mantine form holding the values and rules. */
  form: UseFormReturnType<Values>;
  /** Called with valid values; the dialog's 保存 shows `busy` meanwhile. */
  onSubmit: (values: Values) => void | Promise<void>;
  /** A save is running (the mutation's `isPending`). */
  busy?: boolean;
  /** Submit button text; default 保存. */
  submitLabel?: string;
  size?: ModalProps['size'];
  children: ReactNode;
}

/**
 * A dialog holding one create/edit form: the fields, 取消 and 保存. Invalid fields show their
 * messages and the first one is focused and scrolled into view.
 */
export function FormModal<Values>({
  opened,
  onClose,
  title,
  form,
  onSubmit,
  busy = false,
  submitLabel = '保存',
  size = 'lg',
  children,
}: FormModalProps<Values>) {
  return (
    <Modal opened={opened} onClose={() => (busy ? undefined : onClose())} title={title} size={size} centered>
      <form
        noValidate
        onSubmit={(event) => {
          const container = event.currentTarget;
          form.onSubmit(
            (values) => void onSubmit(values),
            () => focusFirstError(container),
          )(event);
        }}
      >
        <Stack gap="sm">{children}</Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose} disabled={busy}>
            取消
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
