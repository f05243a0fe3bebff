import { render, screen, userEvent, within } from '@qifu/ui/testing';
import { describe, expect, it } from 'vitest';

import { TreeTable } from './tree-table';
import { flattenTree, subtreeIds, treeOfParentIds, treeSelectData } from './tree-utils';

interface Node {
  id: string;
  title: string;
  children?: Node[];
}

const TREE: Node[] = [
  {
    id: 'sys',
    title: '系统管理',
    children: [
      { id: 'user', title: '用户管理', children: [{ id: 'user-save', title: '保存' }] },
      { id: 'role', title: '角色管理' },
    ],
  },
  { id: 'home', title: '首页' },
];

function rowTitles(): string[] {
  const table = screen.getByRole('table', { name: '菜单列表' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

describe('TreeTable', { timeout: 15_000 }, () => {
  it('lists every node in tree order with its columns and actions; a toggle folds and unfolds the descendants', async () => {
    render(
      <TreeTable<Node>
        aria-label="菜单列表"
        nodes={TREE}
        labelTitle="菜单标题"
        label={(node) => node.title}
        columns={[{ title: '编码', width: 120, render: (node) => node.id }]}
        rowActions={(node) => <button type="button">编辑{node.title}</button>}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['菜单标题', '编码', '操作']);
    expect(rowTitles()).toEqual(['系统管理', '用户管理', '保存', '角色管理', '首页']);
    expect(screen.getByRole('button', { name: '编辑保存' })).toBeInTheDocument();

    const sysRow = within(screen.getByText('系统管理').closest('tr')!);
    const toggle = sysRow.getByRole('button', { name: '收起' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(rowTitles()).toEqual(['系统管理', '首页']);
    expect(sysRow.getByRole('button', { name: '展开' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(sysRow.getByRole('button', { name: '展开' }));
    expect(rowTitles()).toEqual(['系统管理', '用户管理', '保存', '角色管理', '首页']);
    expect(within(screen.getByText('首页').closest('tr')!).queryByRole('button', { name: '收起' })).not.toBeInTheDocument();
  });

  it('says 没有你想要的数据 for an empty tree', () => {
    render(<TreeTable<Node> aria-label="菜单列表" nodes={[]} labelTitle="菜单标题" label={(node) => node.title} columns={[]} />);
    expect(screen.getByText('没有你想要的数据')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('tree helpers', () => {
  it('flattenTree gives pre-order rows with depth and ancestors; subtreeIds a node and its descendants', () => {
    expect(flattenTree(TREE).map(({ node, depth, ancestors }) => [node.id, depth, ancestors.join('/')])).toEqual([
      ['sys', 0, ''],
      ['user', 1, 'sys'],
      ['user-save', 2, 'sys/user'],
      ['role', 1, 'sys'],
      ['home', 0, ''],
    ]);
    expect(subtreeIds(TREE[0]!)).toEqual(['sys', 'user', 'user-save', 'role']);
  });

  it('treeSelectData indents labels with full-width spaces and leaves out the excluded subtree and rejected nodes', () => {
    expect(treeSelectData(TREE, (node) => node.title)).toEqual([
      { value: 'sys', label: '系统管理' },
      { value: 'user', label: '\u3000用户管理' },
      { value: 'user-save', label: '\u3000\u3000保存' },
      { value: 'role', label: '\u3000角色管理' },
      { value: 'home', label: '首页' },
    ]);
    expect(treeSelectData(TREE, (node) => node.title, { exclude: 'user', include: (node) => node.id !== 'home' }).map((o) => o.value)).toEqual([
      'sys',
      'role',
    ]);
  });

  it('treeOfParentIds links flat records by parentId in the given order; an unknown parent makes a root', () => {
    const tree = treeOfParentIds([
      { id: '2', parentId: '1', name: '子类' },
      { id: '1', parentId: null, name: '大类' },
      { id: '3', parentId: 'gone', name: '孤儿' },
      { id: '4', parentId: '1', name: '子类二' },
    ]);
    expect(tree.map((node) => [node.name, node.children.map((child) => child.name)])).toEqual([
      ['大类', ['子类', '子类二']],
      ['孤儿', []],
    ]);
  });
});
