import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { clearSession, sessionStore, setTokens, userInfoAtom } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LAND_DETAIL, WORKSHOP_DEMAND_DETAIL, WORKSHOP_DETAIL } from '../testing/fixtures';
import { LandDetailPage, WorkshopDetailPage } from './market-detail-page';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const detailIds: Record<string, string[]> = {};
let landAnswer: (loggedIn: boolean) => Response;

function record(path: string, request: Request) {
  (detailIds[path] ??= []).push(new URL(request.url).searchParams.get('id') ?? '');
}

setupMsw(
  http.get(apiUrl('/land/info/detail'), ({ request }) => {
    record('landInfo', request);
    return landAnswer(Boolean(request.headers.get('authorization')));
  }),
  http.get(apiUrl('/workshop/info/detail'), ({ request }) => {
    record('workshopInfo', request);
    return HttpResponse.json(okEnvelope(WORKSHOP_DETAIL));
  }),
  http.get(apiUrl('/workshop/demand/detail'), ({ request }) => {
    record('workshopDemand', request);
    return HttpResponse.json(okEnvelope(WORKSHOP_DEMAND_DETAIL));
  }),
);

beforeEach(() => {
  for (const key of Object.keys(detailIds)) delete detailIds[key];
  // The server masks the phone for visitors and sends it in full to a logged-in caller.
  landAnswer = (loggedIn) => HttpResponse.json(okEnvelope({ ...LAND_DETAIL, contactPhone: loggedIn ? '13857211015' : '138****1015' }));
});
afterEach(() => clearSession());

function renderLand(id: string | undefined) {
  render(<LandDetailPage id={id} />, { wrapper: createTestWrapper({ path: `/page/sdmarketdetail1?id=${id ?? ''}` }) });
}

function logIn() {
  setTokens('access-token', 'refresh-token');
  sessionStore.set(userInfoAtom, { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: 'gr', name: '刘芳', userType: 'GR', roles: ['GR'] });
}

describe('LandDetailPage (/page/sdmarketdetail1)', () => {
  it('shows every field, the description and a link back to the land list', async () => {
    renderLand(LAND_DETAIL.id);
    const article = await screen.findByRole('article', { name: LAND_DETAIL.title });
    const body = within(article);
    for (const [label, value] of [
      ['地块编号', 'DQ2026-015'],
      ['所在镇街', '武康街道'],
      ['地址', LAND_DETAIL.address],
      ['面积', '30 亩'],
      ['用途', '工业用地'],
      ['供地方式', '出让'],
      ['出让价格', '1260 万元'],
      ['使用年限', '50 年'],
      ['发布单位', '德清县自然资源和规划局'],
      ['发布时间', '2026年11月06日'],
      ['浏览次数', '312'],
    ] as const) {
      const term = body.getByText(`${label}：`);
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
    expect(body.getByText('容积率 1.2–2.5，亩均投资强度不低于 400 万元。')).toBeInTheDocument();
    expect(body.getByRole('img', { name: `${LAND_DETAIL.title}（暂无图片）` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← 返回列表' })).toHaveAttribute('href', '/page/sdmarket?tab=land');
    expect(detailIds['landInfo']).toEqual([LAND_DETAIL.id]);
  });

  it('masks the phone; a visitor who asks for it gets 提示 / 请先登录', async () => {
    renderLand(LAND_DETAIL.id);
    const contact = await screen.findByRole('region', { name: '联系方式' });
    expect(within(contact).getByText('联系人：沈建华')).toBeInTheDocument();
    expect(within(contact).getByText('138****1015')).toBeInTheDocument();
    await userEvent.click(within(contact).getByRole('button', { name: '查看联系方式' }));
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(within(dialog).getByText('请先登录')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).not.toBeInTheDocument());
    expect(within(contact).queryByRole('link', { name: /1385721/ })).not.toBeInTheDocument();
  });

  it('shows a logged-in user the full number after 查看联系方式', async () => {
    logIn();
    renderLand(LAND_DETAIL.id);
    const contact = await screen.findByRole('region', { name: '联系方式' });
    expect(within(contact).getByText('138****1015')).toBeInTheDocument();
    await userEvent.click(within(contact).getByRole('button', { name: '查看联系方式' }));
    expect(within(contact).getByRole('link', { name: '13857211015' })).toHaveAttribute('href', 'tel:13857211015');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s message for an unpublished or missing listing, with 重新加载', async () => {
    let fail = true;
    landAnswer = () =>
      fail ? HttpResponse.json(failEnvelope('NOT_FOUND_ENTITY', '土地信息不存在')) : HttpResponse.json(okEnvelope(LAND_DETAIL));
    renderLand(LAND_DETAIL.id);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('土地信息不存在')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: LAND_DETAIL.title })).toBeInTheDocument();
  });

  it('shows 暂无数据 without an id and asks nothing', async () => {
    renderLand(undefined);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(detailIds['landInfo']).toBeUndefined();
  });
});

describe('WorkshopDetailPage (/page/sdmarketdetail2)', () => {
  it('shows a factory building: area, floor, height, load, rent, owner and its photo', async () => {
    render(<WorkshopDetailPage id={WORKSHOP_DETAIL.id} />, { wrapper: createTestWrapper({ path: `/page/sdmarketdetail2?id=${WORKSHOP_DETAIL.id}` }) });
    const article = await screen.findByRole('article', { name: WORKSHOP_DETAIL.title });
    const body = within(article);
    for (const [label, value] of [
      ['建筑面积', '4000 ㎡'],
      ['楼层', '1层'],
      ['层高', '10 米'],
      ['承重', '5000 千克/㎡'],
      ['交易方式', '出租'],
      ['租金', '22 元/㎡·月'],
      ['业主', '德清县雷甸物流有限公司'],
    ] as const) {
      expect(body.getByText(`${label}：`).nextElementSibling).toHaveTextContent(value);
    }
    expect(body.getByRole('img', { name: `${WORKSHOP_DETAIL.title} 图片1` })).toHaveAttribute(
      'src',
      expect.stringContaining('/api/files/dowload?filePath=2026%2F09%2Fcold-store.jpg'),
    );
    expect(screen.getByRole('link', { name: '← 返回列表' })).toHaveAttribute('href', '/page/sdmarket?tab=workshop');
  });

  it('shows a workshop demand with type=demand (求购, budget in 万元), back to the demand tab', async () => {
    render(<WorkshopDetailPage id={WORKSHOP_DEMAND_DETAIL.id} type="demand" />, {
      wrapper: createTestWrapper({ path: `/page/sdmarketdetail2?id=${WORKSHOP_DEMAND_DETAIL.id}&type=demand` }),
    });
    const article = await screen.findByRole('article', { name: WORKSHOP_DEMAND_DETAIL.title });
    expect(within(article).getByText('交易方式：').nextElementSibling).toHaveTextContent('求购');
    expect(within(article).getByText('预算：').nextElementSibling).toHaveTextContent('1000 万元');
    expect(within(article).getByText('需求企业：').nextElementSibling).toHaveTextContent('德清钟管新能源科技有限公司');
    expect(detailIds['workshopDemand']).toEqual([WORKSHOP_DEMAND_DETAIL.id]);
    expect(detailIds['workshopInfo']).toBeUndefined();
    expect(screen.getByRole('link', { name: '← 返回列表' })).toHaveAttribute('href', '/page/sdmarket?tab=demand&demand=workshop');
  });
});
