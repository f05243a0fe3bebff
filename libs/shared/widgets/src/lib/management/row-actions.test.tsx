import { render, screen, userEvent, waitFor, within } from '@qifu/ui/testing';
import { describe, expect, it, vi } from 'vitest';

import { ConfirmButton } from './confirm-button';
import { EnableToggleButton } from './enable-flag';
import { DeleteRowButton, RowButton } from './row-actions';

describe('ConfirmButton', { timeout: 15_000 }, () => {
  it('asks first: 取消 sends nothing, 确定 runs the action and closes the dialog', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    render(
      <ConfirmButton message="确定要删除“德清县经信局”吗？" onConfirm={onConfirm}>
        删除
      </ConfirmButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    const dialog = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(dialog.getByText('确定要删除“德清县经信局”吗？')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open, 取消 disabled, while the action runs, and open after a failure for another try', async () => {
    let fail: (reason: Error) => void = () => undefined;
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    render(
      <ConfirmButton title="确认" confirmLabel="停用" message="确定要停用吗？" onConfirm={onConfirm}>
        停用
      </ConfirmButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: '停用' }));
    const dialog = within(await screen.findByRole('dialog', { name: '确认' }));
    await userEvent.click(dialog.getByRole('button', { name: '停用' }));
    expect(dialog.getByRole('button', { name: '取消' })).toBeDisabled();
    fail(new Error('服务器拒绝'));
    await waitFor(() => expect(dialog.getByRole('button', { name: '取消' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: '确认' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '停用' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});

describe('row actions', { timeout: 15_000 }, () => {
  it('RowButton is a plain button; DeleteRowButton is 删除 after the given question', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn(() => Promise.resolve());
    render(
      <>
        <RowButton onClick={onEdit}>编辑</RowButton>
        <DeleteRowButton aria-label="删除：王强" message="确定要删除用户“王强”吗？" onConfirm={onDelete} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '删除：王强' }));
    const dialog = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(dialog.getByText('确定要删除用户“王强”吗？')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });

  it('EnableToggleButton offers 停用 for an enabled row and 启用 for a disabled one, and sends the other flag', async () => {
    const onToggle = vi.fn(() => Promise.resolve());
    const { rerender } = render(<EnableToggleButton flag="1" noun="用户" name="王强" onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: '停用' }));
    let dialog = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(dialog.getByText('确定要停用用户“王强”吗？')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onToggle).toHaveBeenLastCalledWith('0'));

    rerender(<EnableToggleButton flag="0" name="德清县经信局" onToggle={onToggle} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '启用' }));
    dialog = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(dialog.getByText('确定要启用“德清县经信局”吗？')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onToggle).toHaveBeenLastCalledWith('1'));
  });
});
