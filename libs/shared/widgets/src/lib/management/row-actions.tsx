import '@mantine/core/styles/Button.css';

import { Button, type ButtonProps } from '@mantine/core';
import { type MouseEventHandler, type ReactNode } from 'react';

import { ConfirmButton, type ConfirmButtonProps } from './confirm-button';
import { MANAGEMENT_MESSAGES as M } from './messages';

/** Props of {@link RowButton}. */
export interface RowButtonProps extends Omit<ButtonProps, 'children'> {
  children: ReactNode;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  'aria-label'?: string;
  'aria-pressed'?: boolean;
}

/** A row action of a list or tree table (编辑, 授权, 新增下级 …): a compact subtle button. */
export function RowButton({ children, ...props }: RowButtonProps) {
  return (
    <Button size="compact-sm" variant="subtle" {...props}>
      {children}
    </Button>
  );
}

/** Props of {@link RowConfirmButton}: those of {@link ConfirmButton}. */
export type RowConfirmButtonProps = ConfirmButtonProps;

/** A row action that asks first ({@link ConfirmButton}), compact and subtle like {@link RowButton}. */
export function RowConfirmButton(props: RowConfirmButtonProps) {
  return <ConfirmButton size="compact-sm" variant="subtle" {...props} />;
}

/** Props of {@link DeleteRowButton}. */
export interface DeleteRowButtonProps {
  /** The question, e.g. 确定要删除角色“审核员”吗？ */
  message: ReactNode;
  /** The delete call (a mutation's `mutateAsync`); see {@link ConfirmButton} `onConfirm`. */
  onConfirm: () => Promise<unknown>;
  'aria-label'?: string;
}

/** The red 删除 row action, after confirmation (提示 / `message` / 取消 确定). */
export function DeleteRowButton({ message, onConfirm, 'aria-label': ariaLabel }: DeleteRowButtonProps) {
  return (
    <RowConfirmButton color="red" message={message} onConfirm={onConfirm} aria-label={ariaLabel}>
      {M.delete}
    </RowConfirmButton>
  );
}
