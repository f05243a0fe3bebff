import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import type { TechDomainNode } from '@qifu/tech-data-access';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { filterDomainTree, nextDomainCode } from './domain-tree';
import { TechDomainPage } from './tech-domain-page';

const node = (id: string, label: string, children: TechDomainNode[] = []): TechDomainNode => ({
  id,
  parentId: id.length > 2 ? id.slice(0, -2) : null,
  label,
  leaf: children.length === 0,
  children,
});

const TREE: TechDomainNode[] = [
  node('03', '新材料', [
    node('0301', '高分子材料'),
    node('0304', '复合材料', [node('030401', '纤维复合', [node('03040101', '秸秆纤维')])]),
  ]),
  node('06', '节能环保'),
];

const posted: Record<string, unknown[]> = {};
setupMsw(
  http.get(apiUrl('/tech/domain/tree'), () => HttpResponse.json(okEnvelope(TREE))),
  ...['save', 'delete'].map((action) =>
    http.post(apiUrl(`/tech/domain/${action}`), async ({ request }) => {
      (posted[action] ??= []).push(await request.json());
      return HttpResponse.json(okEnvelope(null, action === 'delete' ? '删除成功' : '保存成功'));
    }),
  ),
);

beforeEach(() => {
  for (const key of Object.keys(posted)) delete posted[key];
  setTokens('access-token', 'refresh-token');
  sessionStore.set(permissionsAtom, [PERM.techDomainSave, PERM.techDomainDelete]);
});
afterEach(() => clearSession());

async function rowOf(label: string) {
  const cell = await screen.findByText(label, {}, { timeout: 5000 });
  const tr = cell.closest('tr');
  if (!tr) throw new Error('no row');
  return within(tr);
}

describe('技术领域', { timeout: 30_000 }, () => {
  it('adds children down to the fourth level and deletes leaves only', async () => {
    render(<TechDomainPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const top = await rowOf('新材料');
    expect(top.getByRole('button', { name: '新增下级：新材料' })).toBeInTheDocument();
    expect(top.queryByRole('button', { name: '删除：新材料' })).not.toBeInTheDocument();
    const fourth = await rowOf('秸秆纤维');
    expect(fourth.queryByRole('button', { name: /新增下级/ })).not.toBeInTheDocument();
    expect(fourth.getByRole('button', { name: '修改' })).toBeInTheDocument();
    expect(fourth.getByRole('button', { name: '删除：秸秆纤维' })).toBeInTheDocument();
    expect((await rowOf('节能环保')).getByRole('button', { name: '删除：节能环保' })).toBeInTheDocument();
  });

  it('asks before deleting and sends the type and code', async () => {
    render(<TechDomainPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf('高分子材料')).getByRole('button', { name: '删除：高分子材料' }));
    const confirm = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(confirm.getByText('确定要删除领域“高分子材料”吗？')).toBeInTheDocument();
    expect(posted['delete']).toBeUndefined();
    await userEvent.click(confirm.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['delete']).toEqual([{ type: '1', id: '0301' }]));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });

  it('adds a child with the next free code', async () => {
    render(<TechDomainPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf('新材料')).getByRole('button', { name: '新增下级：新材料' }));
    const dialog = within(await screen.findByRole('dialog', { name: /新增下级领域/ }));
    expect(dialog.getByRole('textbox', { name: '领域代码' })).toHaveValue('0305');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('请输入领域名称')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /领域名称/ }), '纳米材料');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posted['save']).toEqual([{ type: '1', id: '0305', parentId: '03', label: '纳米材料', sort: 3 }]));
  });

  it('renames without touching the order', async () => {
    render(<TechDomainPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf('节能环保')).getByRole('button', { name: '修改' }));
    const dialog = within(await screen.findByRole('dialog', { name: '修改领域' }));
    const label = dialog.getByRole('textbox', { name: /领域名称/ });
    await userEvent.clear(label);
    await userEvent.type(label, '节能与环保');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posted['save']).toEqual([{ type: '1', id: '06', parentId: null, label: '节能与环保' }]));
  });

  it('shows no change buttons without the permissions', async () => {
    sessionStore.set(permissionsAtom, []);
    render(<TechDomainPage />, { wrapper: createTestWrapper() });
    const top = await rowOf('新材料');
    // only the fold toggle is left
    expect(top.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['收起']);
    expect(screen.queryByRole('button', { name: '新增一级领域' })).not.toBeInTheDocument();
  });
});

describe('domain tree rules', () => {
  it('gives the next code after the largest sibling, none past 99', () => {
    expect(nextDomainCode(TREE[0]?.children ?? [], '03')).toBe('0305');
    expect(nextDomainCode(TREE, null)).toBe('07');
    expect(nextDomainCode([], '0301')).toBe('030101');
    expect(nextDomainCode([node('0399', '满')], '03')).toBeNull();
  });

  it('keeps matches with their ancestors', () => {
    expect(filterDomainTree(TREE, '秸秆')).toEqual([
      { ...TREE[0], children: [{ ...TREE[0]?.children?.[1], children: [{ ...TREE[0]?.children?.[1]?.children?.[0], children: [node('03040101', '秸秆纤维')] }] }] },
    ]);
    expect(filterDomainTree(TREE, '')).toHaveLength(2);
    expect(filterDomainTree(TREE, '无此领域')).toEqual([]);
  });
});
