import { configure } from '@testing-library/react';
import { okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { ACHIEVEMENT, ACHIEVEMENT_2, EXPERT, STATISTIC } from '../testing/tech-fixtures';
import { HomeTechBlock } from './home-tech-block';

configure({ asyncUtilTimeout: 5_000 });

const limits: string[] = [];
let recommendStatus = 200;

const RECOMMEND = { achievements: [ACHIEVEMENT, ACHIEVEMENT_2], experts: [EXPERT], requirements: [], institutes: [] };

const server = setupMsw(
  http.get(apiUrl('/tech/home/recommend'), ({ request }) => {
    limits.push(new URL(request.url).searchParams.get('limit') ?? '');
    return recommendStatus === 200
      ? HttpResponse.json(okEnvelope(RECOMMEND))
      : HttpResponse.json({ success: false, code: 'INTERNAL', msg: '服务器正在更新，请稍等' }, { status: recommendStatus });
  }),
  http.get(apiUrl('/tech/home/statistic'), () => HttpResponse.json(okEnvelope(STATISTIC))),
);

const wrapper = createTestWrapper({ path: '/page/home' });

beforeEach(() => {
  limits.length = 0;
  recommendStatus = 200;
});

describe('HomeTechBlock', { timeout: 20_000 }, () => {
  it('shows the newest achievements and experts with links to their details, the counts and 更多 links', async () => {
    render(<HomeTechBlock />, { wrapper });
    const block = await screen.findByRole('region', { name: '科技服务' });
    expect(await within(block).findByRole('link', { name: ACHIEVEMENT.achievementName })).toHaveAttribute(
      'href',
      `/page/techService/resultdetals?id=${ACHIEVEMENT.id}`,
    );
    expect(within(block).getByRole('link', { name: ACHIEVEMENT_2.achievementName })).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: EXPERT.expertName })).toHaveAttribute('href', `/page/techService/expertdetails?id=${EXPERT.id}`);
    expect(within(block).getByText('教授 · 浙江工业大学')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: '更多科技成果' })).toHaveAttribute('href', '/page/techService/resultList');
    expect(within(block).getByRole('link', { name: '更多专家' })).toHaveAttribute('href', '/page/techService/expertlist');
    expect(limits).toEqual(['4']);
    const stats = await within(block).findByLabelText('科技服务统计');
    expect(within(stats).getAllByRole('definition').map((d) => d.textContent)).toEqual(['18', '11', '19', '19']);
  });

  it('asks for `count` of each kind and says 暂无数据 for an empty column', async () => {
    server.use(http.get(apiUrl('/tech/home/recommend'), ({ request }) => {
      limits.push(new URL(request.url).searchParams.get('limit') ?? '');
      return HttpResponse.json(okEnvelope({ ...RECOMMEND, achievements: [] }));
    }));
    render(<HomeTechBlock count={2} />, { wrapper });
    expect(await screen.findByRole('link', { name: EXPERT.expertName })).toBeInTheDocument();
    expect(limits).toEqual(['2']);
    expect(screen.getAllByText('暂无数据')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: ACHIEVEMENT.achievementName })).not.toBeInTheDocument();
  });

  it('shows a failure with 重新加载', async () => {
    recommendStatus = 500;
    render(<HomeTechBlock />, { wrapper });
    const alert = await screen.findByRole('alert');
    recommendStatus = 200;
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: EXPERT.expertName })).toBeInTheDocument();
  });
});
