import { render, screen, userEvent, within } from '@qifu/ui/testing';
import { configure } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { EditableTable } from './editable-table';
import type { EditableColumn, EditableTableProps } from './editable-table.types';

// MRT and Mantine render slowly in jsdom on a busy machine: wait longer for async UI.
configure({ asyncUtilTimeout: 5_000 });

interface Contact {
  id?: string;
  name: string;
  level: string;
}

const COLUMNS: EditableColumn<Contact>[] = [
  {
    key: 'name',
    title: '姓名',
    required: true,
    validate: (value) => (typeof value === 'string' && value.trim() ? null : '请输入姓名'),
    normalize: (value) => (typeof value === 'string' ? value.trim() : value),
  },
  {
    key: 'level',
    title: '级别',
    editor: {
      type: 'select',
      options: [
        { value: 'A', label: '甲级' },
        { value: 'B', label: '乙级' },
      ],
    },
  },
];

const SAVED: Contact = { id: 'k1', name: '张三', level: 'A' };
const UNSAVED: Contact = { name: '李四', level: 'B' };

/** A controlled harness that records every `onChange`. */
function Harness({
  initial,
  onChange,
  ...rest
}: { initial: Contact[]; onChange: (rows: Contact[]) => void } & Partial<EditableTableProps<Contact>>) {
  const [rows, setRows] = useState(initial);
  return (
    <EditableTable<Contact>
      aria-label="联系人"
      columns={COLUMNS}
      createRow={() => ({ name: '', level: 'A' })}
      {...rest}
      value={rows}
      onChange={(next) => {
        setRows(next);
        onChange(next);
      }}
    />
  );
}

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole('table', { name: '联系人' }))
    .getAllByRole('row')
    .slice(1);
}

describe('EditableTable', { timeout: 20_000 }, () => {
  it('shows rows read-only with option labels, and the empty text without rows', () => {
    const { unmount } = render(<Harness initial={[SAVED]} onChange={vi.fn()} />);
    const row = bodyRows()[0]!;
    expect(within(row).getByText('张三')).toBeInTheDocument();
    expect(within(row).getByText('甲级')).toBeInTheDocument();
    expect(within(row).queryByRole('textbox')).not.toBeInTheDocument();
    unmount();
    render(<Harness initial={[]} onChange={vi.fn()} />);
    expect(screen.getByText('没有你想要的数据')).toBeInTheDocument();
  });

  it('edits a row, validates on 保存 with the message under the field, then saves and leaves edit mode', async () => {
    const onChange = vi.fn();
    render(<Harness initial={[SAVED]} onChange={onChange} />);
    const row = bodyRows()[0]!;
    await userEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const name = within(row).getByRole('textbox', { name: '姓名' });
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(within(row).getByRole('button', { name: '保存' }));
    expect(within(row).getByText('请输入姓名')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();

    // The shown message is re-checked while the user fixes the field.
    await userEvent.type(name, ' 王五 ');
    expect(within(row).queryByText('请输入姓名')).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: '保存' }));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'k1', name: '王五', level: 'A' }]);
    expect(within(bodyRows()[0]!).getByText('王五')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers 取消 only for rows with an id, restoring the saved values', async () => {
    const onChange = vi.fn();
    render(<Harness initial={[SAVED, UNSAVED]} onChange={onChange} />);
    const [saved, unsaved] = bodyRows();
    await userEvent.click(within(saved!).getByRole('button', { name: '编辑' }));
    await userEvent.click(within(unsaved!).getByRole('button', { name: '编辑' }));
    expect(within(unsaved!).queryByRole('button', { name: '取消' })).not.toBeInTheDocument();

    await userEvent.type(within(saved!).getByRole('textbox', { name: '姓名' }), '丰');
    await userEvent.click(within(saved!).getByRole('button', { name: '取消' }));
    expect(within(saved!).getByText('张三')).toBeInTheDocument();
    expect(within(saved!).queryByRole('textbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers 删除 only for rows without an id, after confirmation', async () => {
    const onChange = vi.fn();
    render(<Harness initial={[SAVED, UNSAVED]} onChange={onChange} />);
    const [saved, unsaved] = bodyRows();
    expect(within(saved!).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();

    await userEvent.click(within(unsaved!).getByRole('button', { name: '删除' }));
    let dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(dialog).toHaveTextContent('确定删除该行吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(bodyRows()).toHaveLength(2);

    await userEvent.click(within(unsaved!).getByRole('button', { name: '删除' }));
    dialog = await screen.findByRole('dialog', { name: '提示' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenLastCalledWith([SAVED]);
    expect(bodyRows()).toHaveLength(1);
  });

  it('adds a row in edit mode with its first field focused, and reports rows being edited', async () => {
    const onChange = vi.fn();
    const onEditingChange = vi.fn();
    render(<Harness initial={[SAVED]} onChange={onChange} onEditingChange={onEditingChange} />);
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    expect(onChange).toHaveBeenLastCalledWith([SAVED, { name: '', level: 'A' }]);
    const added = bodyRows()[1]!;
    expect(within(added).getByRole('textbox', { name: '姓名' })).toHaveFocus();
    expect(onEditingChange).toHaveBeenLastCalledWith(1);

    await userEvent.keyboard('赵六');
    await userEvent.click(within(added).getByRole('textbox', { name: '级别' }));
    await userEvent.click(await screen.findByRole('option', { name: '乙级' }));
    await userEvent.click(within(added).getByRole('button', { name: '保存' }));
    expect(onChange).toHaveBeenLastCalledWith([SAVED, { name: '赵六', level: 'B' }]);
    expect(onEditingChange).toHaveBeenLastCalledWith(0);
  });

  it('removes a never-saved row on 取消 when cancelMode is always', async () => {
    const onChange = vi.fn();
    render(<Harness initial={[UNSAVED]} onChange={onChange} cancelMode="always" />);
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const added = bodyRows()[1]!;
    await userEvent.click(within(added).getByRole('button', { name: '取消' }));
    expect(onChange).toHaveBeenLastCalledWith([UNSAVED]);
    expect(bodyRows()).toHaveLength(1);

    // An existing row is restored, not removed.
    const existing = bodyRows()[0]!;
    await userEvent.click(within(existing).getByRole('button', { name: '编辑' }));
    await userEvent.click(within(existing).getByRole('button', { name: '取消' }));
    expect(bodyRows()).toHaveLength(1);
    expect(within(existing).getByText('李四')).toBeInTheDocument();
  });

  it('has no actions when read-only and limits its height to 300 px', () => {
    const { container } = render(<Harness initial={[SAVED]} onChange={vi.fn()} readOnly />);
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(container.querySelector('.qifu-editable-table-scroll')).toHaveStyle({
      maxHeight: '300px',
    });
  });
});
