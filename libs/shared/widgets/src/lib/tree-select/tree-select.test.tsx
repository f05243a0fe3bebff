import { apiUrl, fireEvent, render, screen, setupMsw, userEvent } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { demoQuery } from '../picker-query/demo-query.testing';
import { TreeSelect, type TreeSelectItem } from './tree-select';

const TREE: TreeSelectItem[] = [
  {
    id: '330521',
    label: '德清县',
    disabled: true,
    children: [
      { id: '330521001', label: '武康街道', children: [] },
      { id: '330521101', label: '新市镇', children: [{ id: '330521101001', label: '新市社区' }] },
    ],
  },
];

const queries: URLSearchParams[] = [];
setupMsw(
  http.get(apiUrl('/demo/tree'), ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return HttpResponse.json({
      success: true,
      code: 'OK',
      msg: '操作成功',
      data: [{ label: '制造业', value: 'C', children: [{ label: '纺织业', value: 'C17', children: [] }] }],
    });
  }),
);

async function open(name: string) {
  await userEvent.click(screen.getByRole('button', { name }));
}

describe('TreeSelect', { timeout: 20_000 }, () => {
  it('chooses a node by click and shows its label (or its path)', async () => {
    const onChange = vi.fn();
    render(<TreeSelect label="所属区域" data={TREE} onChange={onChange} showPath />);
    await open('所属区域');
    await userEvent.click(screen.getByRole('button', { name: '展开' }));
    await userEvent.click(screen.getByText('武康街道'));
    expect(onChange).toHaveBeenCalledWith('330521001', expect.objectContaining({ label: '武康街道', isLeaf: true }));
    expect(screen.getByRole('button', { name: '所属区域' })).toHaveTextContent('德清县 / 武康街道');
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
  });

  it('refuses a disabled node with 不能选择根节点（name）请重新选择。', async () => {
    const onChange = vi.fn();
    render(<TreeSelect label="所属区域" data={TREE} onChange={onChange} />);
    await open('所属区域');
    await userEvent.click(screen.getByText('德清县'));
    expect(screen.getByText('不能选择根节点（德清县）请重新选择。')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    // the panel stays open and a valid choice clears the message
    await userEvent.click(screen.getByText('武康街道'));
    expect(onChange).toHaveBeenCalledWith('330521001', expect.anything());
    expect(screen.queryByText('不能选择根节点（德清县）请重新选择。')).not.toBeInTheDocument();
  });

  it('with onlyLeaf refuses a node with children with 请选择最小分类。 and opens it', async () => {
    const onChange = vi.fn();
    render(<TreeSelect label="所属区域" data={TREE} onlyLeaf onChange={onChange} />);
    await open('所属区域');
    await userEvent.click(screen.getByRole('button', { name: '展开' }));
    await userEvent.click(screen.getByText('新市镇'));
    expect(screen.getByText('请选择最小分类。')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('新市社区'));
    expect(onChange).toHaveBeenCalledWith('330521101001', expect.objectContaining({ path: ['德清县', '新市镇', '新市社区'] }));
  });

  it('loads the tree from its query options (label/value options) and chooses with the keyboard', async () => {
    const onChange = vi.fn();
    render(<TreeSelect label="行业" query={demoQuery<TreeSelectItem[]>('/demo/tree', { type: '1' })} onChange={onChange} />);
    await open('行业');
    const root = await screen.findByRole('treeitem', { name: /制造业/ });
    expect(queries[0]?.get('type')).toBe('1');
    root.focus();
    fireEvent.keyDown(root, { key: 'ArrowRight', code: 'ArrowRight' });
    const leaf = await screen.findByRole('treeitem', { name: '纺织业' });
    leaf.focus();
    fireEvent.keyDown(leaf, { key: 'Enter', code: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('C17', expect.objectContaining({ label: '纺织业' }));
  });

  it('clears the value', async () => {
    const onChange = vi.fn();
    render(<TreeSelect label="所属区域" data={TREE} value="330521001" clearable onChange={onChange} />);
    expect(screen.getByRole('button', { name: '所属区域' })).toHaveTextContent('武康街道');
    await userEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(onChange).toHaveBeenCalledWith(null, null);
  });
});
