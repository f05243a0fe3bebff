import { okEnvelope } from '@qifu/sdk/testing';
import type { PropagandaEventsListSearch, TrainActivityItem } from '@qifu/training-data-access';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import { ITEM, items } from '../testing/fixtures';
import { PropagandaEventsListPage } from './propaganda-events-list-page';

let answer: { list: TrainActivityItem[]; total: number } = { list: [ITEM], total: 1 };
let failing = false;
const queries: Record<string, string>[] = [];

setupMsw(
  http.get(apiUrl('/train/activity/publicList'), ({ request }) => {
    queries.push(Object.fromEntries(new URL(request.url).searchParams));
    if (failing) return HttpResponse.json({ success: false, code: 'INTERNAL', msg: '服务器内部错误' }, { status: 500 });
    return HttpResponse.json(okEnvelope(answer));
  }),
);

const wrapper = createTestWrapper({ path: '/page/propagandaEventsList' });

/** The page with its search kept in state, as the route keeps it in the URL; every change is recorded. */
function Harness({ initial = {}, changes }: { initial?: PropagandaEventsListSearch; changes: PropagandaEventsListSearch[] }) {
  const [search, setSearch] = useState(initial);
  return (
    <PropagandaEventsListPage
      search={search}
      onSearchChange={(next) => {
        changes.push(next);
        setSearch(next);
      }}
    />
  );
}

beforeEach(() => {
  answer = { list: [ITEM], total: 1 };
  failing = false;
  queries.length = 0;
});

describe('PropagandaEventsListPage', { timeout: 30_000 }, () => {
  it('lists activities with their title as the link to the details, page size 10', async () => {
    render(<Harness changes={[]} />, { wrapper });
    const link = await screen.findByRole('link', { name: ITEM.activityName }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', `/page/propagandaDetails?id=${ITEM.id}`);
    expect(screen.getByText('共 1 个活动')).toBeInTheDocument();
    expect(screen.getByText('已报名：42 / 100 人')).toBeInTheDocument();
    expect(screen.getByText(`活动地点：${ITEM.activityAddress}`)).toBeInTheDocument();
    expect(queries).toEqual([{ page: '1', pageSize: '10' }]);
  });

  it('sends the filters of the URL and resets the page when a filter changes', async () => {
    const changes: PropagandaEventsListSearch[] = [];
    render(<Harness initial={{ page: 2, activityType: '2' }} changes={changes} />, { wrapper });
    await screen.findByRole('link', { name: ITEM.activityName }, { timeout: 5000 });
    expect(queries[0]).toEqual({ page: '2', pageSize: '10', activityType: '2' });
    expect(screen.getByRole('combobox', { name: '活动类型' })).toHaveValue('2');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '活动状态' }), '报名中');
    expect(changes.at(-1)).toEqual({ activityType: '2', status: '7', page: undefined });
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', pageSize: '10', activityType: '2', status: '7' }));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '活动类型' }), '全部');
    expect(changes.at(-1)).toEqual({ activityType: undefined, status: '7', page: undefined });
  });

  it('searches by keyword after the typing pauses (500 ms)', async () => {
    const changes: PropagandaEventsListSearch[] = [];
    render(<Harness changes={changes} />, { wrapper });
    await screen.findByRole('link', { name: ITEM.activityName }, { timeout: 5000 });
    await userEvent.type(screen.getByRole('textbox', { name: '关键字' }), '数字化');
    expect(changes).toEqual([]);
    await waitFor(() => expect(changes.at(-1)).toEqual({ keyword: '数字化', page: undefined }), { timeout: 2000 });
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', pageSize: '10', keyword: '数字化' }));
  });

  it('pages through more than 10 activities', async () => {
    answer = { list: items(10), total: 23 };
    const changes: PropagandaEventsListSearch[] = [];
    render(<Harness changes={changes} />, { wrapper });
    expect(await screen.findAllByTestId('train-activity-item', {}, { timeout: 5000 })).toHaveLength(10);
    expect(screen.getByText('共 23 个活动')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(changes.at(-1)).toEqual({ page: 3 });
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '3', pageSize: '10' }));
  });

  it('says 暂无数据 when nothing matches', async () => {
    answer = { list: [], total: 0 };
    render(<Harness changes={[]} />, { wrapper });
    expect(await screen.findByText('暂无数据', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('train-activity-item')).not.toBeInTheDocument();
  });

  it('shows an error with 重新加载 that loads again', async () => {
    failing = true;
    render(<Harness changes={[]} />, { wrapper });
    expect(await screen.findByText('加载失败', {}, { timeout: 5000 })).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: ITEM.activityName })).toBeInTheDocument();
  });
});
