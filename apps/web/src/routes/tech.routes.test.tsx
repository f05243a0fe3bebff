import { configure } from '@testing-library/react';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession } from '@qifu/session';
import { apiUrl, createTestQueryClient, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { createAppRouter } from '../router';

// The portal shell and the lazily loaded pages render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const ACHIEVEMENT = {
  id: 'd8122b7b-7f27-41cc-8a63-3b8fe8ddec1d',
  achievementName: '高强度可降解秸秆纤维复合材料制备技术',
  domainId: '0304',
  domainName: '新材料/复合材料',
  typeName: '发明专利',
  maturity: '3',
  cooperationMode: '1',
  price: 200,
  holderName: '浙江工业大学德清研究院',
  summary: '以改性秸秆纤维为增强相的可降解复合材料。',
  images: [],
  status: '4',
  putawayTime: '2025-03-18T03:00:00.000Z',
  viewCount: 236,
  createTime: '2025-03-10T02:00:00.000Z',
};
const DETAIL = {
  ...ACHIEVEMENT,
  bigTypeCode: '10',
  smallTypeCode: '1001',
  patentNo: 'ZL202410123456.7',
  content: '<p>主要指标：拉伸强度 62 MPa。</p>',
  contactName: '周涛',
  contactPhone: '13757212345',
  reviewOpinion: '同意',
  reviewTime: '2025-03-18T02:00:00.000Z',
  createUserName: '李娜',
  updateTime: '2025-03-18T03:00:00.000Z',
};

const listQueries: URLSearchParams[] = [];

setupMsw(
  http.get(apiUrl('/tech/achievement/publicList'), ({ request }) => {
    listQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(okEnvelope({ list: [ACHIEVEMENT], total: 25 }));
  }),
  http.get(apiUrl('/tech/achievement/detail'), () => HttpResponse.json(okEnvelope(DETAIL))),
  http.get(apiUrl('/tech/domain/tree'), () => HttpResponse.json(okEnvelope([{ id: '03', parentId: null, label: '新材料', leaf: true, children: [] }]))),
  http.get(apiUrl('/tech/home/statistic'), () =>
    HttpResponse.json(okEnvelope({ achievementCount: 18, requirementCount: 19, expertCount: 19, instituteCount: 11, talkCount: 5 })),
  ),
  // the portal shell's own calls
  http.get(apiUrl('/*'), () => HttpResponse.json({ success: false, code: 'NOT_FOUND', msg: '404，路径找不到' }, { status: 404 })),
  http.post(apiUrl('/*'), () => HttpResponse.json(okEnvelope(null))),
);

function renderAt(path: string) {
  const queryClient = createTestQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(<RouterProvider router={router} />, { queryClient, wrapper: createTestWrapper() });
  return router;
}

afterEach(() => clearSession());

describe('techService routes (seeds 000 §2)', { timeout: 30_000 }, () => {
  it('redirects /page/techService to resultList inside the layout with the tab bar', async () => {
    const router = renderAt('/page/techService');
    await waitFor(() => expect(router.state.location.pathname).toBe('/page/techService/resultList'));
    const nav = await screen.findByRole('navigation', { name: '科技服务' });
    expect(within(nav).getByRole('link', { name: '科技成果' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: ACHIEVEMENT.achievementName })).toBeInTheDocument();
  });

  it('keeps the list search in the URL and pages by it', async () => {
    const router = renderAt('/page/techService/resultList?page=2&domainId=03&keyword=%E6%9D%90%E6%96%99');
    expect(await screen.findByRole('link', { name: ACHIEVEMENT.achievementName })).toBeInTheDocument();
    const query = listQueries.at(-1);
    expect([query?.get('page'), query?.get('domainId'), query?.get('keyword')]).toEqual(['2', '03', '材料']);
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3, domainId: '03', keyword: '材料' }));
  });

  it('opens the detail from the list and goes back with the back link', async () => {
    const router = renderAt('/page/techService/resultList');
    await userEvent.click(await screen.findByRole('link', { name: ACHIEVEMENT.achievementName }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/page/techService/resultdetals'));
    expect(router.state.location.search).toEqual({ id: ACHIEVEMENT.id });
    expect(await screen.findByRole('heading', { name: ACHIEVEMENT.achievementName })).toBeInTheDocument();
    expect(router.state.matches.at(-1)?.staticData.title).toBe('成果详情');
    await userEvent.click(screen.getByRole('link', { name: '返回科技成果' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/page/techService/resultList'));
  });
});
