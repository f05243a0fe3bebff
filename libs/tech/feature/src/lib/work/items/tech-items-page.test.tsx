import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import type { TechAchievement, TechAchievementItem } from '@qifu/tech-data-access';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ACHIEVEMENT, DOMAIN_TREE } from '../../testing/tech-fixtures';
import { TechItemsPage } from './tech-items-page';
import { techRowActions } from './tech-kinds';

const row = (n: number, name: string, status: TechAchievementItem['status']): TechAchievementItem => ({
  ...ACHIEVEMENT,
  id: `00000000-0000-4000-8000-00000000000${n}`,
  achievementName: name,
  status,
});
const DRAFT = row(1, '草稿成果', '0');
const PENDING = row(2, '待审成果', '1');
const PASSED = row(3, '已通过成果', '2');
const REJECTED = row(4, '被驳回成果', '3');
const ON_SHELF = row(5, '在架成果', '4');
const OFF_SHELF = row(6, '已下架成果', '5');
const ROWS = [DRAFT, PENDING, PASSED, REJECTED, ON_SHELF, OFF_SHELF];

const PENDING_DETAIL: TechAchievement = {
  ...PENDING,
  bigTypeCode: '10',
  smallTypeCode: '1001',
  patentNo: null,
  content: '<p>成果详情正文</p>',
  contactName: '张伟',
  contactPhone: '13857201001',
  reviewOpinion: null,
  reviewTime: null,
  createUserName: '张伟',
  updateTime: PENDING.createTime,
};

const posted: Record<string, unknown[]> = {};
const listQueries: string[] = [];
setupMsw(
  http.get(apiUrl('/tech/achievement/list'), ({ request }) => {
    listQueries.push(new URL(request.url).search);
    return HttpResponse.json(okEnvelope({ list: ROWS, total: ROWS.length }));
  }),
  http.get(apiUrl('/tech/domain/tree'), () => HttpResponse.json(okEnvelope(DOMAIN_TREE))),
  http.get(apiUrl('/tech/achievement/detail'), ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    const found = ROWS.find((r) => r.id === id) ?? PENDING;
    return HttpResponse.json(okEnvelope({ ...PENDING_DETAIL, id: found.id, achievementName: found.achievementName, status: found.status }));
  }),
  http.get(apiUrl('/tech/domain/children'), ({ request }) => {
    const parent = new URL(request.url).searchParams.get('id');
    const level = parent ? (DOMAIN_TREE.find((n) => n.id === parent)?.children ?? []) : DOMAIN_TREE;
    return HttpResponse.json(okEnvelope(level.map((n) => ({ ...n, children: [] }))));
  }),
  http.get(apiUrl('/tech/type/tree'), () =>
    HttpResponse.json(okEnvelope([{ code: '10', name: '专利', children: [{ code: '1001', name: '发明专利', children: [] }] }])),
  ),
  http.post(apiUrl('/tech/achievement/save'), async ({ request }) => {
    (posted['save'] ??= []).push(await request.json());
    return HttpResponse.json(okEnvelope({ id: REJECTED.id }, '保存成功'));
  }),
  ...['commit', 'review', 'putaway', 'takedown', 'delete'].map((action) =>
    http.post(apiUrl(`/tech/achievement/${action}`), async ({ request }) => {
      (posted[action] ??= []).push(await request.json());
      return HttpResponse.json(okEnvelope(null, action === 'delete' ? '删除成功' : '操作成功'));
    }),
  ),
);

const STAFF = [
  PERM.techAchievementList,
  PERM.techAchievementSave,
  PERM.techAchievementCommit,
  PERM.techAchievementReview,
  PERM.techAchievementPutaway,
  PERM.techAchievementTakedown,
  PERM.techAchievementDelete,
];

beforeEach(() => {
  for (const key of Object.keys(posted)) delete posted[key];
  listQueries.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

async function rowOf(name: string) {
  const cell = await screen.findByText(name, {}, { timeout: 5000 });
  const tr = cell.closest('tr');
  if (!tr) throw new Error('no row');
  return within(tr);
}

/** The action buttons of a row, in order. */
async function buttonsOf(name: string): Promise<string[]> {
  const r = await rowOf(name);
  return r.getAllByRole('button').map((b) => b.textContent ?? '');
}

describe('the generic management page (科技成果)', { timeout: 30_000 }, () => {
  it('shows each row only the actions the state table allows (staff)', async () => {
    sessionStore.set(permissionsAtom, STAFF);
    render(<TechItemsPage kind="achievement" scope="staff" />, { wrapper: createTestWrapper({ notifications: true }) });
    expect(await buttonsOf('草稿成果')).toEqual(['查看', '编辑', '提交审核', '删除']);
    expect(await buttonsOf('待审成果')).toEqual(['查看', '审核']);
    expect(await buttonsOf('已通过成果')).toEqual(['查看', '上架']);
    expect(await buttonsOf('被驳回成果')).toEqual(['查看', '编辑', '提交审核', '删除']);
    expect(await buttonsOf('在架成果')).toEqual(['查看', '下架']);
    expect(await buttonsOf('已下架成果')).toEqual(['查看', '编辑', '上架', '删除']);
    // the state label of each row
    expect((await rowOf('待审成果')).getByText('待审核')).toBeInTheDocument();
    expect((await rowOf('在架成果')).getByText('已上架')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增科技成果' })).toBeInTheDocument();
  });

  it('hides what the permissions do not grant', async () => {
    sessionStore.set(permissionsAtom, [PERM.techAchievementList, PERM.techAchievementSave, PERM.techAchievementCommit]);
    render(<TechItemsPage kind="achievement" scope="staff" />, { wrapper: createTestWrapper({ notifications: true }) });
    expect(await buttonsOf('草稿成果')).toEqual(['查看', '编辑', '提交审核']);
    expect(await buttonsOf('已通过成果')).toEqual(['查看']);
  });

  it('offers owners only edit, commit and delete (mine), whatever they hold', async () => {
    sessionStore.set(permissionsAtom, STAFF);
    render(<TechItemsPage kind="achievement" scope="mine" />, { wrapper: createTestWrapper({ notifications: true }) });
    expect(await buttonsOf('被驳回成果')).toEqual(['查看', '编辑', '提交审核', '删除']);
    expect(await buttonsOf('待审成果')).toEqual(['查看']);
    expect(await buttonsOf('在架成果')).toEqual(['查看']);
    expect(await buttonsOf('已下架成果')).toEqual(['查看', '编辑', '删除']);
  });

  it('deletes only after confirmation', async () => {
    sessionStore.set(permissionsAtom, STAFF);
    render(<TechItemsPage kind="achievement" scope="staff" />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf('草稿成果')).getByRole('button', { name: '删除' }));
    let confirm = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(confirm.getByText('确定要删除科技成果“草稿成果”吗？')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).not.toBeInTheDocument());
    expect(posted['delete']).toBeUndefined();

    await userEvent.click((await rowOf('草稿成果')).getByRole('button', { name: '删除' }));
    confirm = within(await screen.findByRole('dialog', { name: '提示' }));
    await userEvent.click(confirm.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['delete']).toEqual([{ ids: [DRAFT.id] }]));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    // the list is read again after the change
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(1));
  });

  it('takes down after confirmation', async () => {
    sessionStore.set(permissionsAtom, STAFF);
    render(<TechItemsPage kind="achievement" scope="staff" />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf('在架成果')).getByRole('button', { name: '下架' }));
    const confirm = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(confirm.getByText('确定要下架科技成果“在架成果”吗？下架后不再公开展示。')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['takedown']).toEqual([{ ids: [ON_SHELF.id] }]));
  });

  it('reviews in a dialog: a rejection needs an opinion', async () => {
    sessionStore.set(permissionsAtom, STAFF);
    render(<TechItemsPage kind="achievement" scope="staff" />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf('待审成果')).getByRole('button', { name: '审核' }));
    const dialog = within(await screen.findByRole('dialog', { name: '审核科技成果：待审成果' }));
    expect(await dialog.findByText('成果详情正文')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: '驳回' }));
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    expect(await dialog.findByText('请输入审核意见')).toBeInTheDocument();
    expect(posted['review']).toBeUndefined();
    await userEvent.type(dialog.getByRole('textbox', { name: /审核意见/ }), '请补充专利证书');
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(posted['review']).toEqual([{ id: PENDING.id, result: '2', opinion: '请补充专利证书' }]));
  });

  it('sends the search filters to the list', async () => {
    sessionStore.set(permissionsAtom, STAFF);
    render(<TechItemsPage kind="achievement" scope="staff" />, { wrapper: createTestWrapper({ notifications: true }) });
    await rowOf('草稿成果');
    await userEvent.type(screen.getByRole('textbox', { name: '成果名称' }), '秸秆');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listQueries.at(-1)).toContain(`keyword=${encodeURIComponent('秸秆')}`));
    expect(listQueries.at(-1)).toContain('page=1');
  });
});

describe('the create/edit dialog', { timeout: 60_000 }, () => {
  it('edits a rejected achievement with its saved fields and sends the whole body', async () => {
    sessionStore.set(permissionsAtom, STAFF);
    render(<TechItemsPage kind="achievement" scope="staff" />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf('被驳回成果')).getByRole('button', { name: '编辑' }));
    const dialog = within(await screen.findByRole('dialog', { name: '编辑科技成果' }, { timeout: 10_000 }));
    const name = await dialog.findByRole('textbox', { name: /成果名称/ });
    expect(name).toHaveValue('被驳回成果');
    await userEvent.clear(name);
    await userEvent.type(name, '秸秆纤维复合材料（修订）');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posted['save']).toHaveLength(1));
    expect(posted['save']?.[0]).toMatchObject({
      id: REJECTED.id,
      achievementName: '秸秆纤维复合材料（修订）',
      domainId: '0304',
      bigTypeCode: '10',
      smallTypeCode: '1001',
      contactPhone: '13857201001',
      content: '<p>成果详情正文</p>',
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('checks the required fields before saving a new one', async () => {
    sessionStore.set(permissionsAtom, STAFF);
    render(<TechItemsPage kind="achievement" scope="staff" />, { wrapper: createTestWrapper({ notifications: true }) });
    await rowOf('草稿成果');
    await userEvent.click(screen.getByRole('button', { name: '新增科技成果' }));
    const dialog = within(await screen.findByRole('dialog', { name: '新增科技成果' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('请输入成果名称')).toBeInTheDocument();
    expect(dialog.getByText('请选择技术领域')).toBeInTheDocument();
    expect(dialog.getByText('手机号不能为空')).toBeInTheDocument();
    expect(posted['save']).toBeUndefined();
  });
});

describe('techRowActions', () => {
  it('maps the state table to the row buttons per scope', () => {
    expect(techRowActions('1', 'staff')).toEqual(['review']);
    expect(techRowActions('1', 'mine')).toEqual([]);
    expect(techRowActions('2', 'staff')).toEqual(['putaway']);
    expect(techRowActions('5', 'staff')).toEqual(['edit', 'putaway', 'delete']);
    expect(techRowActions('5', 'mine')).toEqual(['edit', 'delete']);
  });
});
