import { render, screen, userEvent, within } from '@qifu/ui/testing';
import { configure } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { IssuingUnitTable } from './issuing-unit-table';
import { OrganiserUnitTable } from './organiser-unit-table';
import { UNIT_TYPE_LABELS, UNIT_TYPE_OPTIONS, type IssuingUnitRow, type OrganiserUnitRow } from './unit-types';

// MRT and Mantine render slowly in jsdom on a busy machine: wait longer for async UI.
configure({ asyncUtilTimeout: 5_000 });

function IssuingHarness({
  initial,
  onChange,
}: {
  initial: IssuingUnitRow[];
  onChange: (rows: IssuingUnitRow[]) => void;
}) {
  const [rows, setRows] = useState(initial);
  return (
    <IssuingUnitTable
      value={rows}
      onChange={(next) => {
        setRows(next);
        onChange(next);
      }}
    />
  );
}

function OrganiserHarness({
  initial,
  onChange,
}: {
  initial: OrganiserUnitRow[];
  onChange: (rows: OrganiserUnitRow[]) => void;
}) {
  const [rows, setRows] = useState(initial);
  return (
    <OrganiserUnitTable
      value={rows}
      onChange={(next) => {
        setRows(next);
        onChange(next);
      }}
    />
  );
}

function rowsOf(tableName: string): HTMLElement[] {
  return within(screen.getByRole('table', { name: tableName }))
    .getAllByRole('row')
    .slice(1);
}

describe('unit types', () => {
  it('uses the labels of the contract (openapi/shared/schemas/unit-type.yaml)', () => {
    const yaml = readFileSync(
      join(import.meta.dirname, '../../../../../../openapi/shared/schemas/unit-type.yaml'),
      'utf8',
    );
    const labels = /x-enum-descriptions:\s*\[([^\]]*)\]/
      .exec(yaml)?.[1]
      ?.split(',')
      .map((label) => label.trim());
    expect(Object.values(UNIT_TYPE_LABELS)).toEqual(labels);
    expect(UNIT_TYPE_OPTIONS.map((option) => option.value)).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('IssuingUnitTable', { timeout: 20_000 }, () => {
  it('requires the name with 请输入发文单位名称 on blur and on change', async () => {
    const onChange = vi.fn();
    render(<IssuingHarness initial={[]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const row = rowsOf('发文单位')[0]!;
    const name = within(row).getByRole('textbox', { name: '发文单位名称' });
    expect(name).toHaveFocus();
    expect(within(row).queryByText('请输入发文单位名称')).not.toBeInTheDocument();

    await userEvent.tab(); // blur without typing
    expect(within(row).getByText('请输入发文单位名称')).toBeInTheDocument();

    await userEvent.type(name, '县经信局');
    expect(within(row).queryByText('请输入发文单位名称')).not.toBeInTheDocument();
    await userEvent.clear(name); // change to empty
    expect(within(row).getByText('请输入发文单位名称')).toBeInTheDocument();
  });

  it('trims contact and phone on save and shows the unit type label', async () => {
    const onChange = vi.fn();
    render(<IssuingHarness initial={[]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const row = rowsOf('发文单位')[0]!;
    await userEvent.type(within(row).getByRole('textbox', { name: '发文单位名称' }), '德清县经济和信息化局');
    await userEvent.type(within(row).getByRole('textbox', { name: '联系人' }), '  陈静 ');
    await userEvent.type(within(row).getByRole('textbox', { name: '联系电话' }), ' 0572-8421234  ');
    await userEvent.click(within(row).getByRole('button', { name: '保存' }));
    expect(onChange).toHaveBeenLastCalledWith([
      {
        unitName: '德清县经济和信息化局',
        unitContact: '陈静',
        unitPhone: '0572-8421234',
        unitType: '1',
      },
    ]);
    expect(within(row).getByText('主办单位')).toBeInTheDocument();
    expect(within(row).getByText('陈静')).toBeInTheDocument();
  });

  it('offers 编辑 and 删除 (after confirmation) for saved rows, and 取消 removes a new row', async () => {
    const onChange = vi.fn();
    const unit: IssuingUnitRow = { unitName: '县人民政府', unitType: '2' };
    render(<IssuingHarness initial={[unit]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    await userEvent.click(within(rowsOf('发文单位')[1]!).getByRole('button', { name: '取消' }));
    expect(onChange).toHaveBeenLastCalledWith([unit]);

    await userEvent.click(within(rowsOf('发文单位')[0]!).getByRole('button', { name: '删除' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }),
    );
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});

describe('OrganiserUnitTable', { timeout: 20_000 }, () => {
  it('requires the name with 请输入承办单位名称 on save, and trims contact and phone', async () => {
    const onChange = vi.fn();
    render(<OrganiserHarness initial={[]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const row = rowsOf('承办单位')[0]!;
    await userEvent.type(within(row).getByRole('textbox', { name: '联系人' }), ' 王强 ');
    await userEvent.click(within(row).getByRole('button', { name: '保存' }));
    expect(within(row).getByText('请输入承办单位名称')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1); // only 新增

    await userEvent.type(within(row).getByRole('textbox', { name: '单位名称' }), '德清县经济和信息化局');
    await userEvent.type(within(row).getByRole('textbox', { name: '单位简称' }), '县经信局');
    await userEvent.type(within(row).getByRole('textbox', { name: '联系电话' }), '0572-8012345 ');
    await userEvent.click(within(row).getByRole('textbox', { name: '单位类型' }));
    await userEvent.click(await screen.findByRole('option', { name: '协办单位' }));
    await userEvent.click(within(row).getByRole('button', { name: '保存' }));
    expect(onChange).toHaveBeenLastCalledWith([
      {
        unitName: '德清县经济和信息化局',
        unitAbbre: '县经信局',
        unitContact: '王强',
        unitPhone: '0572-8012345',
        unitType: '3',
      },
    ]);
    expect(within(row).getByText('协办单位')).toBeInTheDocument();
  });
});
