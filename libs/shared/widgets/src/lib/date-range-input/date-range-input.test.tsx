import { render, screen, userEvent } from '@qifu/ui/testing';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { DateRangeInput, type DateRangeValue } from './date-range-input';

const MAY = new Date(2024, 4, 1);
const may = (day: number) => new Date(2024, 4, day);

function Harness({ onChange, initial = [null, null] }: { onChange: (v: DateRangeValue) => void; initial?: DateRangeValue }) {
  const [value, setValue] = useState<DateRangeValue>(initial);
  return (
    <DateRangeInput
      label="申报时间"
      defaultDate={MAY}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

async function pick(side: '开始时间' | '结束时间', day: number) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${side}`) }));
  await userEvent.click(screen.getByRole('button', { name: `${day} 五月 2024` }));
}

describe('DateRangeInput', { timeout: 20_000 }, () => {
  it('shows a Chinese calendar and reports the range', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '开始时间' }));
    expect(screen.getByText('五月 2024')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '3 五月 2024' }));
    await pick('结束时间', 20);
    expect(onChange).toHaveBeenLastCalledWith([may(3), may(20)]);
    expect(screen.getByRole('button', { name: '开始时间 2024-05-03' })).toHaveTextContent('2024-05-03');
    expect(screen.getByRole('button', { name: '结束时间 2024-05-20' })).toHaveTextContent('2024-05-20');
  });

  it('refuses equal ends with 开始时间和结束时间不能相等', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={[may(10), null]} />);
    await pick('结束时间', 10);
    expect(screen.getByText('开始时间和结束时间不能相等')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '结束时间' })).not.toHaveTextContent('2024-05-10');
    await pick('结束时间', 11);
    expect(onChange).toHaveBeenLastCalledWith([may(10), may(11)]);
    expect(screen.queryByText('开始时间和结束时间不能相等')).not.toBeInTheDocument();
  });

  it('an end earlier than the start clears the start', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={[may(10), null]} />);
    await pick('结束时间', 5);
    expect(onChange).toHaveBeenLastCalledWith([null, may(5)]);
    expect(screen.getByRole('button', { name: '开始时间' })).not.toHaveTextContent('2024-05-10');
  });

  it('a start later than the end clears the end', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={[null, may(5)]} />);
    await pick('开始时间', 10);
    expect(onChange).toHaveBeenLastCalledWith([may(10), null]);
  });

  it('names each end by its placeholder and the value shown, and each clear button, so axe passes with values', async () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} initial={[may(3), may(20)]} />);
    const start = screen.getByRole('button', { name: '开始时间 2024-05-03' });
    expect(start).toHaveTextContent('2024-05-03');
    expect(screen.getByRole('button', { name: '结束时间 2024-05-20' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '清除开始时间' }));
    expect(onChange).toHaveBeenLastCalledWith([null, may(20)]);
    expect(screen.getByRole('button', { name: '开始时间' })).not.toHaveTextContent('2024-05-03');
    const results = await axe.run(container, {
      runOnly: { type: 'rule', values: ['label-content-name-mismatch', 'button-name', 'aria-command-name', 'label'] },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });

  it('names a date-time end with the minutes shown', () => {
    render(<DateRangeInput withTime value={[new Date(2024, 4, 3, 14, 30), null]} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: '开始时间 2024-05-03 14:30' })).toHaveTextContent('2024-05-03 14:30');
    expect(screen.getByRole('button', { name: '清除开始时间' })).toBeInTheDocument();
  });
});
