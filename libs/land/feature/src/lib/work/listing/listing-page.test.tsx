import type { WorkshopInfoItem } from '@qifu/land-data-access';
import { listingActionsFrom } from '@qifu/land-rules';
import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PUBLIC_CONFIG, TOWNS, WORKSHOP_A, WORKSHOP_DETAIL } from '../../testing/fixtures';
import { listingValues, regionChain, toListingForm } from './listing-form';
import { ListingPage } from './listing-page';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const row = (n: number, title: string, status: WorkshopInfoItem['status']): WorkshopInfoItem => ({
  ...WORKSHOP_A,
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title,
  status,
  contactPhone: '13857211007',
  publishTime: status === '2' ? WORKSHOP_A.publishTime : null,
});
const DRAFT = row(1, '草稿厂房', '0');
const PENDING = row(2, '待审核厂房', '1');
const LIVE = row(3, '已上架厂房', '2');
const REJECTED = row(4, '被驳回厂房', '3');
const DOWN = row(5, '已下架厂房', '4');

const posted: Record<string, unknown[]> = {};
const listQueries: URLSearchParams[] = [];

setupMsw(
  http.get(apiUrl('/workshop/info/list'), ({ request }) => {
    listQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(okEnvelope({ list: [DRAFT, PENDING, LIVE, REJECTED, DOWN], total: 5 }));
  }),
  http.get(apiUrl('/workshop/info/detail'), () => HttpResponse.json(okEnvelope({ ...WORKSHOP_DETAIL, id: PENDING.id, title: PENDING.title, status: '1' }))),
  http.get(apiUrl('/sys/platform/publicConfig'), () => HttpResponse.json(okEnvelope(PUBLIC_CONFIG))),
  http.get(apiUrl('/sys/region/children'), () => HttpResponse.json(okEnvelope(TOWNS))),
  ...['save', 'submit', 'review', 'takedown', 'delete'].map((action) =>
    http.post(apiUrl(`/workshop/info/${action}`), async ({ request }) => {
      (posted[action] ??= []).push(await request.json());
      const msg = { save: '保存成功', submit: '提交成功', review: '审核成功', takedown: '下架成功', delete: '删除成功' }[action];
      return HttpResponse.json(okEnvelope(action === 'save' ? { id: DRAFT.id } : null, msg));
    }),
  ),
);

const STAFF = [
  PERM.workshopInfoList,
  PERM.workshopInfoSave,
  PERM.workshopInfoDelete,
  PERM.workshopInfoSubmit,
  PERM.workshopInfoReview,
  PERM.workshopInfoTakedown,
  PERM.workshopReviewLogList,
];

beforeEach(() => {
  for (const key of Object.keys(posted)) delete posted[key];
  listQueries.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

async function rowOf(title: string) {
  const cell = await screen.findByText(title);
  const tr = cell.closest('tr');
  if (!tr) throw new Error('no row');
  return within(tr);
}

const buttonsOf = (r: ReturnType<typeof within>) => r.queryAllByRole('button').map((b: HTMLElement) => b.textContent);

describe('ListingPage (厂房房源, staff)', () => {
  it('shows the rows with thumbnail, town, area, mode, price, contact and state label', async () => {
    sessionStore.set(permissionsAtom, STAFF);
    render(<ListingPage kind="workshopInfo" mode="staff" />, { wrapper: createTestWrapper({ notifications: true }) });
    const live = await rowOf('已上架厂房');
    expect(live.getByRole('img', { name: '已上架厂房' })).toBeInTheDocument();
    for (const text of ['雷甸镇', '4000 ㎡', '出租', '22 元/㎡·月', '方志强', '13857211007', '已上架']) {
      expect(live.getByText(text)).toBeInTheDocument();
    }
    expect((await rowOf('被驳回厂房')).getByText('审核驳回')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '厂房房源列表' })).toBeInTheDocument();
  });

  it('offers per row exactly the actions the review-state table allows', async () => {
    sessionStore.set(permissionsAtom, STAFF);
    render(<ListingPage kind="workshopInfo" mode="staff" />, { wrapper: createTestWrapper({ notifications: true }) });
    expect(listingActionsFrom('1')).toEqual(['pass', 'reject']);
    expect(buttonsOf(await rowOf('草稿厂房'))).toEqual(['编辑', '提交审核', '删除', '审核记录']);
    expect(buttonsOf(await rowOf('待审核厂房'))).toEqual(['审核', '审核记录']);
    expect(buttonsOf(await rowOf('已上架厂房'))).toEqual(['下架', '审核记录']);
    expect(buttonsOf(await rowOf('被驳回厂房'))).toEqual(['编辑', '提交审核', '删除', '审核记录']);
    expect(buttonsOf(await rowOf('已下架厂房'))).toEqual(['编辑', '提交审核', '删除', '审核记录']);
    // only a published listing links to its portal page
    expect((await rowOf('已上架厂房')).getByRole('link', { name: '门户查看' })).toHaveAttribute(
      'href',
      `/page/sdmarketdetail2?id=${encodeURIComponent(LIVE.id)}`,
    );
    expect((await rowOf('草稿厂房')).queryByRole('link', { name: '门户查看' })).not.toBeInTheDocument();
  });

  it('needs an opinion to reject; passes without one', async () => {
    sessionStore.set(permissionsAtom, STAFF);
    render(<ListingPage kind="workshopInfo" mode="staff" />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf('待审核厂房')).getByRole('button', { name: '审核' }));
    let dialog = within(await screen.findByRole('dialog', { name: '审核厂房' }));
    expect(await dialog.findByText('其中冷库 800㎡（-18℃），配月台 6 个。')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: '驳回' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('请输入审核意见')).toBeInTheDocument();
    expect(posted['review']).toBeUndefined();
    await userEvent.type(dialog.getByRole('textbox', { name: /审核意见/ }), '产权证明不全');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['review']).toEqual([{ id: PENDING.id, result: '2', opinion: '产权证明不全' }]));
    expect(await screen.findByText('审核成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '审核厂房' })).not.toBeInTheDocument());

    await userEvent.click((await rowOf('待审核厂房')).getByRole('button', { name: '审核' }));
    dialog = within(await screen.findByRole('dialog', { name: '审核厂房' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['review']?.[1]).toEqual({ id: PENDING.id, result: '1' }));
  });

  it('asks before deleting and taking down (with an optional reason)', async () => {
    sessionStore.set(permissionsAtom, STAFF);
    render(<ListingPage kind="workshopInfo" mode="staff" />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf('草稿厂房')).getByRole('button', { name: '删除' }));
    let confirm = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(confirm.getByText('确定要删除厂房“草稿厂房”吗？删除后不可恢复。')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['delete']).toEqual([{ ids: [DRAFT.id] }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).not.toBeInTheDocument());

    await userEvent.click((await rowOf('已上架厂房')).getByRole('button', { name: '下架' }));
    confirm = within(await screen.findByRole('dialog', { name: '提示' }));
    await userEvent.type(confirm.getByRole('textbox', { name: '下架原因' }), '已出租');
    await userEvent.click(confirm.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['takedown']).toEqual([{ id: LIVE.id, opinion: '已出租' }]));
    expect(await screen.findByText('下架成功')).toBeInTheDocument();
  });

  it('sends the search as the list’s filters (title, town, state, deal type)', async () => {
    sessionStore.set(permissionsAtom, STAFF);
    render(<ListingPage kind="workshopInfo" mode="staff" />, { wrapper: createTestWrapper({ notifications: true }) });
    await rowOf('草稿厂房');
    await userEvent.type(screen.getByRole('textbox', { name: '标题' }), '冷库');
    await userEvent.click(screen.getByRole('textbox', { name: '状态' }));
    await userEvent.click(await screen.findByRole('option', { name: '待审核' }));
    await userEvent.click(screen.getByRole('textbox', { name: '交易方式' }));
    await userEvent.click(await screen.findByRole('option', { name: '出售' }));
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('keyword')).toBe('冷库'));
    const q = listQueries.at(-1)!;
    expect([q.get('status'), q.get('dealType'), q.get('page')]).toEqual(['1', '2', '1']);
  });
});

describe('ListingPage (我的厂房房源, mine)', () => {
  it('never offers 审核 on the enterprise’s own page, and hides what the role lacks', async () => {
    sessionStore.set(permissionsAtom, [PERM.workshopInfoList, PERM.workshopInfoSave, PERM.workshopInfoSubmit, PERM.workshopInfoReview]);
    render(<ListingPage kind="workshopInfo" mode="mine" />, { wrapper: createTestWrapper({ notifications: true }) });
    expect(await screen.findByRole('table', { name: '我的厂房房源列表' })).toBeInTheDocument();
    expect(buttonsOf(await rowOf('待审核厂房'))).toEqual([]);
    expect(buttonsOf(await rowOf('草稿厂房'))).toEqual(['编辑', '提交审核']);
    expect(buttonsOf(await rowOf('已上架厂房'))).toEqual([]);
    expect(screen.getByRole('button', { name: '新增厂房' })).toBeInTheDocument();
  });
});

describe('the listing dialog', () => {
  it('turns the values into the save body of each kind (town from the region chain, empty money = 面议)', () => {
    expect(regionChain('330521110')).toEqual(['3305', '330521', '330521110']);
    const values = { ...listingValues('workshopInfo', WORKSHOP_DETAIL), money: '', images: [] };
    expect(toListingForm('workshopInfo', values, WORKSHOP_DETAIL.id)).toEqual({
      id: WORKSHOP_DETAIL.id,
      title: WORKSHOP_DETAIL.title,
      streetCode: '330521110',
      description: WORKSHOP_DETAIL.description,
      images: [],
      contactName: '方志强',
      contactPhone: WORKSHOP_DETAIL.contactPhone,
      address: WORKSHOP_DETAIL.address,
      buildingArea: 4000,
      floor: '1层',
      floorHeight: 10,
      loadBearing: 5000,
      dealType: '1',
      price: null,
      ownerName: WORKSHOP_DETAIL.ownerName,
    });
    const demand = toListingForm('landDemand', { ...listingValues('landDemand', undefined, '示例企业'), title: '求地', area: 12, mode: '1', contactName: '张伟', contactPhone: '13857201001' });
    expect(demand).toMatchObject({ companyName: '示例企业', demandArea: 12, landUse: '工业用地', supplyMode: '1', investAmount: null, streetCode: null });
  });

  it('checks the required fields and the mobile number before saving a new listing', async () => {
    sessionStore.set(permissionsAtom, STAFF);
    render(<ListingPage kind="workshopInfo" mode="staff" />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click(await screen.findByRole('button', { name: '新增厂房' }));
    const dialog = within(await screen.findByRole('dialog', { name: '新增厂房' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /联系电话/ }), '1385');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    for (const message of ['请输入标题', '请输入地址', '请输入建筑面积', '请选择交易方式', '请输入业主', '请输入联系人', '手机号格式错误']) {
      expect(await dialog.findByText(message)).toBeInTheDocument();
    }
    expect(posted['save']).toBeUndefined();
  });
});
