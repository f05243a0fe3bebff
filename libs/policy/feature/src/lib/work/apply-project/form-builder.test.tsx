/**
 * The dynamic form builder of 申报项目 (seeds 001 §2; issue 15 acceptance 2): fields of every required
 * type are added from the palette, edited, ordered by dragging or 上移/下移, and the template it produces
 * passes the shared template check and renders as the declaration page renders it (`DynamicForm`).
 */
import type { ApplyProjectTemplate } from '@qifu/policy-data-access';
import { DynamicForm } from '@qifu/dynamic-form';
import { fireEvent, render, screen, userEvent, within } from '@qifu/ui/testing';
import { validateTemplate } from '@qifu/validation';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { FormBuilder, moveItem, newField } from './form-builder';

let latest: ApplyProjectTemplate = { version: 1, fields: [] };

function Harness({ initial }: { initial: ApplyProjectTemplate }) {
  const [template, setTemplate] = useState(initial);
  return (
    <FormBuilder
      value={template}
      onChange={(t) => {
        latest = t;
        setTemplate(t);
      }}
    />
  );
}

const fieldList = () => screen.getByRole('list', { name: '申报表字段（拖动排序）' });
const fieldNames = () => within(fieldList()).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));

describe('FormBuilder', { timeout: 90_000 }, () => {
  it('builds a template of text, amount, date range, select, upload and table rows that the declaration page renders', async () => {
    render(<Harness initial={{ version: 1, fields: [] }} />);
    for (const type of ['单行文本', '金额', '日期范围', '下拉选择', '附件上传', '表格']) {
      await userEvent.click(screen.getByRole('button', { name: `添加${type}` }));
    }
    expect(fieldNames()).toEqual(['单行文本1', '金额2', '日期范围3', '下拉选择4', '附件上传5', '表格6']);

    // the last added field (表格6) is selected: rename it, make it required, add a column
    const properties = screen.getByLabelText('字段属性');
    const label = within(properties).getAllByRole('textbox', { name: '字段名称' })[0]!;
    await userEvent.clear(label);
    await userEvent.type(label, '设备清单');
    await userEvent.click(within(properties).getAllByRole('switch', { name: '必填' })[0]!);
    await userEvent.click(within(properties).getByRole('button', { name: '添加列' }));
    // select 下拉选择4 and rename an option
    await userEvent.click(within(fieldList()).getByRole('listitem', { name: '下拉选择4' }));
    const option = within(screen.getByLabelText('字段属性')).getByRole('textbox', { name: '选项1名称' });
    await userEvent.clear(option);
    await userEvent.type(option, '技改');

    expect(latest.fields.map((f) => f.type)).toEqual(['input', 'amount', 'dateRange', 'select', 'upload', 'table']);
    const table = latest.fields[5]!;
    expect(table).toMatchObject({ key: 'field6', label: '设备清单', required: true });
    expect(table.columns?.map((c) => c.key)).toEqual(['col1', 'col2']);
    expect(latest.fields[3]!.options?.[0]).toEqual({ label: '技改', value: '1' });
    expect(latest.fields[4]).toMatchObject({ type: 'upload', limit: 1 });
    expect(validateTemplate(latest)).toEqual([]);

    // the template as the portal's declaration page renders it
    const built = latest;
    const { unmount } = render(<DynamicForm template={built} onSubmit={() => undefined} />);
    expect(screen.getAllByText('单行文本1').length).toBeGreaterThan(0);
    expect(screen.getAllByText('设备清单').length).toBeGreaterThan(0);
    expect(screen.getAllByText('附件上传5').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '提交' })).toBeInTheDocument();
    unmount();
  });

  it('orders fields by dragging one onto another, and by 上移 / 下移', async () => {
    const fields = [newField('input', []), newField('amount', [{ key: 'field1' }]), newField('date', [{ key: 'field1' }, { key: 'field2' }])];
    render(<Harness initial={{ version: 1, fields: fields.map((f, i) => ({ ...f, label: ['甲', '乙', '丙'][i]! })) }} />);
    expect(fieldNames()).toEqual(['甲', '乙', '丙']);
    const items = within(fieldList()).getAllByRole('listitem');
    fireEvent.dragStart(items[2]!, { dataTransfer: { setData: () => undefined, getData: () => '2' } });
    fireEvent.dragOver(items[0]!);
    fireEvent.drop(items[0]!, { dataTransfer: { getData: () => '2' } });
    expect(fieldNames()).toEqual(['丙', '甲', '乙']);
    expect(latest.fields.map((f) => f.label)).toEqual(['丙', '甲', '乙']);

    await userEvent.click(screen.getByRole('button', { name: '下移丙' }));
    expect(fieldNames()).toEqual(['甲', '丙', '乙']);
    await userEvent.click(screen.getByRole('button', { name: '上移乙' }));
    expect(fieldNames()).toEqual(['甲', '乙', '丙']);
    expect(screen.getByRole('button', { name: '上移甲' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: '删除乙' }));
    expect(fieldNames()).toEqual(['甲', '丙']);
  });

  it('switches a field type with the defaults it needs and keeps keys unique', () => {
    const field = newField('select', [{ key: 'field1' }, { key: 'field3' }]);
    expect(field.key).toBe('field4'); // numbered after the fields so far, skipping a taken key
    expect(field.options).toHaveLength(2);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
