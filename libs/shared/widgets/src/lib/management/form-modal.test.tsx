import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { render, screen, userEvent, waitFor, within } from '@qifu/ui/testing';
import { describe, expect, it, vi } from 'vitest';

import { EnableFlagField, type EnableFlag } from './enable-flag';
import { FormModal } from './form-modal';
import { RemarkInput, SortInput, sortValue } from './record-fields';
import { useEditDialog } from './use-edit-dialog';

interface Values {
  name: string;
  code: string;
  sort: number | string;
  enableFlag: EnableFlag;
  remark: string;
}

function TestForm({ onSubmit, busy = false, onClose = () => undefined }: { onSubmit: (values: Values) => void; busy?: boolean; onClose?: () => void }) {
  const form = useForm<Values>({
    initialValues: { name: '', code: '', sort: 0, enableFlag: '1', remark: '' },
    validate: {
      name: (value) => (value.trim() ? null : '请输入名称'),
      code: (value) => (value.trim() ? null : '请输入编码'),
    },
  });
  return (
    <FormModal opened onClose={onClose} title="新增类型" form={form} onSubmit={onSubmit} busy={busy}>
      <TextInput label="名称" {...form.getInputProps('name')} />
      <TextInput label="编码" {...form.getInputProps('code')} />
      <SortInput inputProps={form.getInputProps('sort')} />
      <EnableFlagField inputProps={form.getInputProps('enableFlag')} />
      <RemarkInput inputProps={form.getInputProps('remark')} />
    </FormModal>
  );
}

describe('FormModal', { timeout: 15_000 }, () => {
  it('shows the errors, focuses the first invalid field and scrolls it into view, and submits nothing', async () => {
    const onSubmit = vi.fn();
    const scrolled: Element[] = [];
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    render(<TestForm onSubmit={onSubmit} />);
    const dialog = within(await screen.findByRole('dialog', { name: '新增类型' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '编码' }), 'x');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('请输入名称')).toBeInTheDocument();
    const name = dialog.getByRole('textbox', { name: '名称' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(scrolled).toEqual([name]);
    expect(onSubmit).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('submits the values of valid fields: a whole-number order (the dot is refused), 启用/停用 and the remark', async () => {
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    const dialog = within(await screen.findByRole('dialog', { name: '新增类型' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '名称' }), '诉求来源');
    await userEvent.type(dialog.getByRole('textbox', { name: '编码' }), 'source');
    const sort = dialog.getByRole('textbox', { name: '排序' });
    await userEvent.clear(sort);
    await userEvent.type(sort, '12.5');
    await userEvent.click(dialog.getByRole('radio', { name: '停用' }));
    expect(dialog.getByRole('textbox', { name: '备注' })).toHaveAttribute('maxlength', '200');
    await userEvent.type(dialog.getByRole('textbox', { name: '备注' }), '门户表单用');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: '诉求来源', code: 'source', sort: 125, enableFlag: '0', remark: '门户表单用' }),
    );
  });

  it('while busy: 保存 is loading and 取消 disabled', async () => {
    const onClose = vi.fn();
    render(<TestForm onSubmit={() => undefined} busy onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog', { name: '新增类型' }));
    expect(dialog.getByRole('button', { name: '取消' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: '保存' })).toHaveAttribute('data-loading', 'true');
  });

  it('sortValue sends 0 for an emptied order field', () => {
    expect(sortValue('')).toBe(0);
    expect(sortValue(7)).toBe(7);
  });
});

interface Item {
  id: string;
}

function EditorProbe() {
  const editor = useEditDialog<Item>();
  return (
    <>
      <button type="button" onClick={editor.openNew}>
        新增
      </button>
      <button type="button" onClick={() => editor.openEdit({ id: '42' })}>
        编辑
      </button>
      <button type="button" onClick={editor.close}>
        关闭
      </button>
      <output>{editor.opened ? `open:${editor.record?.id ?? 'new'}` : 'closed'}</output>
    </>
  );
}

describe('useEditDialog', () => {
  it('is closed, then open for a new record or for one record, then closed again', async () => {
    render(<EditorProbe />);
    const state = screen.getByRole('status');
    expect(state).toHaveTextContent('closed');
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    expect(state).toHaveTextContent('open:new');
    await userEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(state).toHaveTextContent('open:42');
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(state).toHaveTextContent('closed');
  });
});
